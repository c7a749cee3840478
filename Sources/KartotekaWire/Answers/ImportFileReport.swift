import KartotekaValues

/// What an import read and stored (or, in a dry run, would store). Records that could not be
/// read or stored are listed in ``problems`` rather than failing the whole import: a file with no
/// usable record at all still comes back as a report, with ``recordsRead`` 0.
public struct ImportFileReport: Codable, Sendable, Hashable {
    /// One problem with the file or a record.
    public struct Problem: Codable, Sendable, Hashable {
        /// The record's number in the file, from 1; `nil` for the file as a whole.
        public var record: Int?
        /// `warning` (kept, perhaps changed) or `error` (left out).
        public var severity: String
        /// What is wrong, in the client's language.
        public var message: String

        /// Creates a problem.
        public init(record: Int?, severity: String, message: String) {
            self.record = record
            self.severity = severity
            self.message = message
        }
    }

    /// Whether nothing was stored.
    public var dryRun: Bool
    /// How many records the file held.
    public var recordsRead: Int
    /// How many titles, copies, readers and loans were added, updated or skipped.
    public var outcome: ImportOutcome
    /// The counts in a sentence, in the client's language.
    public var summary: String
    /// What reading the file found, then the records that were not stored.
    public var problems: [Problem]

    /// Creates a report.
    public init(dryRun: Bool, recordsRead: Int, outcome: ImportOutcome, summary: String, problems: [Problem]) {
        self.dryRun = dryRun
        self.recordsRead = recordsRead
        self.outcome = outcome
        self.summary = summary
        self.problems = problems
    }
}

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
