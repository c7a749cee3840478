import KartotekaValues

/// Another reader named in an answer about one reader: by ticket, and by name and class unless
/// the account may only see tickets (a circulation helper).
public struct ReaderReference: Codable, Sendable, Hashable {
    public var ticketNumber: String = ""
    /// `Иванов И. И.`; left out when the reader is shown by ticket only.
    public var name: String?
    /// `5А`; left out when the reader is shown by ticket only.
    public var schoolClass: String?
    /// Which of their numbers it is: `phone` (their own) or `parentPhone`.
    public var via: String?

    /// Empty, for the mapping from the domain to fill in.
    public init() {}

    /// A reader named by ticket and, perhaps, a name.
    public init(ticketNumber: String, name: String?) {
        self.ticketNumber = ticketNumber
        self.name = name
    }
}

extension ReaderReference: SchemaDescribed {
    public static let schema = Schema<ReaderReference>.resource(
        "ReaderReference", "Another reader named in an answer: by ticket, and by name and class unless the account sees tickets only.",
        [
            .init("ticketNumber", \.ticketNumber), .init("name", \.name), .init("schoolClass", \.schoolClass),
            .init("via", \.via, .string("Which of their numbers is shared: their own `phone` or their `parentPhone`.",
                                        values: ["phone", "parentPhone"])),
        ])
}
