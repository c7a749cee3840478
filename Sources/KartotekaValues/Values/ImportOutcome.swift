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

    /// Adds another batch's counts to this one.
    public mutating func add(_ other: ImportOutcome) {
        titlesAdded += other.titlesAdded
        titlesUpdated += other.titlesUpdated
        titlesSkipped += other.titlesSkipped
        copiesAdded += other.copiesAdded
        copiesUpdated += other.copiesUpdated
        copiesSkipped += other.copiesSkipped
        readersAdded += other.readersAdded
        readersUpdated += other.readersUpdated
        readersSkipped += other.readersSkipped
        loansAdded += other.loansAdded
        loansSkipped += other.loansSkipped
        problems += other.problems
    }
}
