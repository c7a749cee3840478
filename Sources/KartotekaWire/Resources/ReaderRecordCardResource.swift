import KartotekaValues

/// A reader's record card (читательский формуляр) as the API and `--json` show it: the details
/// the paper card is headed with, then every loan, oldest first.
public struct ReaderRecordCardResource: Codable, Sendable, Hashable {
    /// One loan's line.
    public struct Line: Codable, Sendable, Hashable {
        /// The day it was lent, `YYYY-MM-DD`.
        public var lentOn: String
        public var inventoryNumber: String
        /// `Лермонтов М. Ю. Герой нашего времени`.
        public var title: String
        /// The day it is or was due.
        public var dueOn: String
        /// The day it came back; absent while out.
        public var returnedOn: String?
        /// Whether it was recorded lost instead of coming back.
        public var lost: Bool
        /// Whether it was read in the library (the reading room).
        public var inLibrary: Bool

        /// Creates the line.
        public init(lentOn: String, inventoryNumber: String, title: String, dueOn: String, returnedOn: String?, lost: Bool, inLibrary: Bool) {
            self.lentOn = lentOn
            self.inventoryNumber = inventoryNumber
            self.title = title
            self.dueOn = dueOn
            self.returnedOn = returnedOn
            self.lost = lost
            self.inLibrary = inLibrary
        }
    }

    public var ticketNumber: String = ""
    /// `Иванов Иван Иванович`.
    public var fullName: String = ""
    /// `1990` or `1990-05-17`; absent when unknown.
    public var birth: String?
    /// The class now (`5А`); absent for a reader in none.
    public var schoolClass: String?
    public var category: String = ""
    /// The place of work or study.
    public var workplace: String = ""
    /// The address on one line.
    public var address: String = ""
    public var phone: String?
    public var parentPhone: String?
    /// The day the reader was registered.
    public var registeredOn: String = ""
    /// Every loan, oldest first.
    public var loans: [Line] = []

    /// Empty, for the mapping from the domain to fill in.
    public init() {}
}

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
