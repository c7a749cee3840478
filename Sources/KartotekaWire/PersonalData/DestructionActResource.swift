import KartotekaValues

extension DestructionActResource.Event: SchemaDescribed {
    public static let schema = Schema<DestructionActResource.Event>.resource(
        "DestructionEvent", "An entry of the export of the event log for an anonymisation run.",
        [
            .init("at", \.at, .dateTime()), .init("account", \.account, "Absent for the server's schedule or the local command line."),
            .init("kind", \.kind, .string(values: ["reader_deleted", "loans_anonymised"])),
            .init("ticketNumber", \.ticketNumber), .init("detail", \.detail, "Why (`last_loan 2021-05-14`) or how many loans."),
        ])
}

extension DestructionActResource: SchemaDescribed {
    public static let schema = Schema<DestructionActResource>.resource(
        "DestructionAct", "An act of destruction of readers' personal data (Roskomnadzor order № 179).",
        [
            .init("id", \.id, .id), .init("actOn", \.actOn, .date()), .init("at", \.at, .dateTime()),
            .init("operatorName", \.operatorName, "The library's name as set then."),
            .init("operatorAddress", \.operatorAddress, "The library's address (its main branch's) as set then; empty when none was."),
            .init("categories", \.categories), .init("tickets", \.tickets), .init("readers", \.readers, .count),
            .init("loans", \.loans, .count), .init("reasons", \.reasons, "Why, in the caller's language."),
            .init("commission", \.commission), .init("createdBy", \.createdBy),
            .init("events", \.events, "The export of the event log for the run; absent in a list of acts."),
        ])
}
