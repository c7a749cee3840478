/// What importing a class list does, worked out before anything is stored (a dry run shows it as
/// is): the pupils new to the library, those whose record changes and how, and those of the
/// list's classes the list does not name (left as they are, for the librarian to see to).
public struct ClassListChanges: Sendable, Hashable {
    /// A pupil to register.
    public struct NewPupil: Sendable, Hashable {
        /// The row read.
        public var row: ClassListRow
        /// The ticket the reader gets: the list's, or the next free number.
        public var ticketNumber: TicketNumber
    }

    /// A registered reader the list changes.
    public struct ChangedPupil: Sendable, Hashable {
        /// The row read.
        public var row: ClassListRow
        /// The reader as stored.
        public var before: ReaderRecord
        /// The reader as the list leaves them.
        public var after: Reader
        /// What changes: the fields, with the old and the new values.
        public var changes: [FieldChange]
    }

    /// One field of a reader changed by the list.
    public struct FieldChange: Sendable, Hashable {
        /// The field's name in forms and the API: `schoolClass`, `phone`…
        public var field: String
        public var old: String
        public var new: String

        /// Creates a change.
        public init(field: String, old: String, new: String) {
            self.field = field
            self.old = old
            self.new = new
        }
    }

    /// The classes the list names.
    public var classes: [SchoolClass]
    /// Pupils to register.
    public var new: [NewPupil]
    /// Readers whose records change.
    public var changed: [ChangedPupil]
    /// The readers matched by a row whose record the list leaves as it is.
    public var unchangedReaders: [ReaderID]
    /// Readers in the list's classes whom the list does not name.
    public var missing: [ReaderRecord]
    /// Lines left out: unreadable, ambiguous, or naming a pupil twice.
    public var problems: [ClassListProblem]
    /// Whether it is a list for the coming school year: more of the pupils it finds come from the
    /// grade below than from the list's own grade (or, as the store sees it, it comes in the
    /// summer before that summer's promotion). Its pupils are then in next year's classes
    /// already, and the promotion that follows leaves them there.
    public var isForNextYear: Bool

    /// Creates the changes.
    public init(classes: [SchoolClass], new: [NewPupil], changed: [ChangedPupil], unchangedReaders: [ReaderID], missing: [ReaderRecord],
                problems: [ClassListProblem], isForNextYear: Bool = false) {
        self.classes = classes
        self.new = new
        self.changed = changed
        self.unchangedReaders = unchangedReaders
        self.missing = missing
        self.problems = problems
        self.isForNextYear = isForNextYear
    }

    /// How many rows matched a reader whose record the list leaves as it is.
    public var unchanged: Int { unchangedReaders.count }
}
