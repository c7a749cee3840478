import KartotekaValues

extension ReaderReference {
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
