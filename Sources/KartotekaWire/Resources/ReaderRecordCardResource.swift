import KartotekaValues

extension ReaderRecordCardResource: SchemaDescribed {
    public static let schema = Schema<ReaderRecordCardResource>.resource(
        "ReaderRecordCard", "A reader's record card (читательский формуляр): the reader's details, then every loan, oldest first.",
        [
            .init("ticketNumber", \.ticketNumber), .init("fullName", \.fullName, "The surname, first name and patronymic."),
            .init("birth", \.birth, "`1990` or `1990-05-17`; absent when unknown."),
            .init("schoolClass", \.schoolClass, "The class now; absent for a reader in none."), .init("category", \.category),
            .init("workplace", \.workplace, "The place of work or study."), .init("address", \.address, "The address on one line."),
            .init("phone", \.phone), .init("parentPhone", \.parentPhone), .init("registeredOn", \.registeredOn, .date()),
            .init("loans", \.loans),
        ])
}

extension ReaderRecordCardResource.Line: SchemaDescribed {
    public static let schema = Schema<ReaderRecordCardResource.Line>.resource(
        "ReaderRecordCardLine", "A loan's line: lent, the copy, the author and title, due, returned.",
        [
            .init("lentOn", \.lentOn, .date()), .init("inventoryNumber", \.inventoryNumber),
            .init("title", \.title, "`Лермонтов М. Ю. Герой нашего времени`."), .init("dueOn", \.dueOn, .date()),
            .init("returnedOn", \.returnedOn, .date("Absent while the copy is out.")),
            .init("lost", \.lost, "Whether it was recorded lost instead of coming back."),
            .init("inLibrary", \.inLibrary, "Whether it was read in the library (the reading room)."),
        ])
}
