import KartotekaValues

extension AnonymisationResource.Reader: SchemaDescribed {
    public static let schema = Schema<AnonymisationResource.Reader>.resource(
        "AnonymisedReader", "A reader whose personal data the retention policy destroys.",
        [
            .init("ticketNumber", \.ticketNumber), .init("name", \.name, "`Орлов А. В.` (the act names tickets only)."),
            .init("reason", \.reason, .string(values: DestructionReason.allCases.map(\.rawValue))),
            .init("since", \.since, .date("The day the term runs from: the last loan, registration or leaving school.")),
        ])
}

extension AnonymisationResource: SchemaDescribed {
    public static let schema = Schema<AnonymisationResource>.resource(
        "Anonymisation", "What an anonymisation run destroys: readers by the retention policy, and old loans' readers.",
        [
            .init("readers", \.readers), .init("loans", \.loans, .count),
            .init("actID", \.actID, "The act of destruction written for the run; absent for a dry run or when nothing was destroyed."),
        ])
}
