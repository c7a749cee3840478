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
