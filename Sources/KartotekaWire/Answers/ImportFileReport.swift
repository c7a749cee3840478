import KartotekaValues

extension ImportFileReport: SchemaDescribed {
    public static let schema = Schema<ImportFileReport>.resource(
        "ImportReport", "What an import read and did.",
        [
            .init("dryRun", \.dryRun, "Whether nothing was stored."), .init("recordsRead", \.recordsRead, .count),
            .init("outcome", \.outcome), .init("summary", \.summary, "The counts in a sentence, in the language of `Accept-Language`."),
            .init("problems", \.problems, "Everything worth a look, in the language of `Accept-Language`: what reading the file "
                + "found, then the records that were not stored."),
        ])
}

extension ImportFileReport.Problem: SchemaDescribed {
    public static let schema = Schema<ImportFileReport.Problem>.resource(
        "ImportProblem", "One problem with the file or a record.",
        [
            .init("record", \.record, .integer("The record's number in the file, from 1; absent for the file as a whole.", minimum: 1)),
            .init("severity", \.severity, .string("`warning`: kept, perhaps changed; `error`: left out.", values: ["warning", "error"])),
            .init("message", \.message),
        ])
}

extension ImportOutcome: SchemaDescribed {
    public static let schema = Schema<ImportOutcome>.resource(
        "ImportOutcome", "How many records of each kind were added, updated or skipped.",
        [
            .init("titlesAdded", \.titlesAdded, .count), .init("titlesUpdated", \.titlesUpdated, .count),
            .init("titlesSkipped", \.titlesSkipped, .count), .init("copiesAdded", \.copiesAdded, .count),
            .init("copiesUpdated", \.copiesUpdated, .count), .init("copiesSkipped", \.copiesSkipped, .count),
            .init("readersAdded", \.readersAdded, .count), .init("readersUpdated", \.readersUpdated, .count),
            .init("readersSkipped", \.readersSkipped, .count), .init("loansAdded", \.loansAdded, .count),
            .init("loansSkipped", \.loansSkipped, .count), .init("problems", \.problems),
        ])
}

extension ImportOutcome.Problem: SchemaDescribed {
    public static let schema = Schema<ImportOutcome.Problem>.resource(
        nil, "A record that was not stored, or only partly.",
        [.init("recordNumber", \.recordNumber, .integer(minimum: 1)), .init("russian", \.russian), .init("english", \.english)])
}
