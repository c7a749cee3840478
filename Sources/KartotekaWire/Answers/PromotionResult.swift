import KartotekaValues

extension PromotionResult: SchemaDescribed {
    public static let schema = Schema<PromotionResult>.resource(
        "Promotion", "What the yearly promotion did, or would do.",
        [
            .init("dryRun", \.dryRun), .init("day", \.day, .date()), .init("lastGrade", \.lastGrade, .integer(minimum: 1, maximum: 11)),
            .init("previousPromotionOn", \.previousPromotionOn, .date()), .init("promoted", \.promoted),
            .init("graduated", \.graduated),
            .init("listedAhead", \.listedAhead, "The pupils a class list for the coming school year placed since 1 June: left in "
                    + "the class it gave (`from` and `to` alike), not moved again."),
        ])
}

extension PromotionResult.Step: SchemaDescribed {
    public static let schema = Schema<PromotionResult.Step>.resource(
        nil, "A pupil's step in the promotion.",
        [
            .init("ticketNumber", \.ticketNumber), .init("name", \.name), .init("from", \.from),
            .init("to", \.to, "Absent for a pupil leaving school."),
            .init("holding", \.holding, "What a pupil leaving school still holds."),
        ])
}
