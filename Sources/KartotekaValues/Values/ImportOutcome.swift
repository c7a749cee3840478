/// What importing did (or, in a dry run, would do).
public struct ImportOutcome: Sendable, Hashable, Codable {
    /// A record that was not imported, or only partly.
    public struct Problem: Sendable, Hashable, Codable {
        /// The record's number in the file, counting from 1.
        public var recordNumber: Int
        /// What went wrong, in Russian.
        public var russian: String
        /// What went wrong, in English.
        public var english: String

        /// Creates a problem report.
        public init(recordNumber: Int, message: Bilingual) {
            self.recordNumber = recordNumber
            russian = message.russian
            english = message.english
        }

        /// The message.
        public var message: Bilingual { Bilingual(russian: russian, english: english) }
    }

    public var titlesAdded = 0
    public var titlesUpdated = 0
    public var titlesSkipped = 0
    public var copiesAdded = 0
    public var copiesUpdated = 0
    public var copiesSkipped = 0
    public var readersAdded = 0
    public var readersUpdated = 0
    public var readersSkipped = 0
    public var loansAdded = 0
    public var loansSkipped = 0
    /// Records not imported or only partly, with reasons.
    public var problems: [Problem] = []

    /// Creates an empty outcome.
    public init() {}

    /// Every count: what ``add(_:)`` adds up (a new count goes here too).
    private static let counts: [WritableKeyPath<ImportOutcome, Int> & Sendable] = [
        \.titlesAdded, \.titlesUpdated, \.titlesSkipped, \.copiesAdded, \.copiesUpdated, \.copiesSkipped,
        \.readersAdded, \.readersUpdated, \.readersSkipped, \.loansAdded, \.loansSkipped,
    ]

    /// Adds another batch's counts and problems to this one.
    public mutating func add(_ other: ImportOutcome) {
        for count in Self.counts { self[keyPath: count] += other[keyPath: count] }
        problems += other.problems
    }
}
