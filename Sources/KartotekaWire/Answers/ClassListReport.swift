import KartotekaCore

/// What importing a class list did, or would do (a dry run): the pupils new to the library, those
/// whose records change and how, those of the list's classes the list does not name, and the
/// lines left out.
public struct ClassListReport: Codable, Sendable, Hashable {
    /// A pupil named by the list.
    public struct Pupil: Codable, Sendable, Hashable {
        /// The line of the file, counting from 1 (absent for a pupil the list does not name).
        public var line: Int?
        public var ticketNumber: String
        /// `Иванов Иван Иванович`.
        public var name: String
        /// `5А`.
        public var schoolClass: String?
        /// What changes, for a pupil whose record does.
        public var changes: [Change]?
    }

    /// One field that changes: its name in forms and the API, and the old and new values.
    public struct Change: Codable, Sendable, Hashable {
        public var field: String
        public var old: String
        public var new: String
    }

    /// A line left out, and why (in the language asked for).
    public struct Problem: Codable, Sendable, Hashable {
        public var line: Int
        public var message: String
    }

    /// Whether nothing was stored.
    public var dryRun: Bool
    /// The classes the list names.
    public var classes: [String]
    public var new: [Pupil]
    public var changed: [Pupil]
    /// How many rows matched a reader whose record stays as it is.
    public var unchanged: Int
    /// Readers in the list's classes whom the list does not name (left as they are).
    public var missing: [Pupil]
    public var problems: [Problem]

    /// The report of the changes, messages in `language`.
    public init(_ changes: ClassListChanges, dryRun: Bool, language: Language) {
        self.dryRun = dryRun
        classes = changes.classes.map(\.text)
        new = changes.new.map { Pupil(line: $0.row.line, ticketNumber: $0.ticketNumber.rawValue, name: $0.row.fullName,
                                      schoolClass: $0.row.schoolClass.text) }
        changed = changes.changed.map { pupil in
            Pupil(line: pupil.row.line, ticketNumber: pupil.before.reader.ticketNumber.rawValue, name: pupil.after.fullName,
                  schoolClass: pupil.after.schoolClass?.text,
                  changes: pupil.changes.map { Change(field: $0.field, old: $0.old, new: $0.new) })
        }
        unchanged = changes.unchanged
        missing = changes.missing.map { Pupil(ticketNumber: $0.reader.ticketNumber.rawValue, name: $0.reader.fullName,
                                              schoolClass: $0.reader.schoolClass?.text) }
        problems = changes.problems.map { Problem(line: $0.line, message: $0.message.text(in: language)) }
    }
}
