extension ClassListChanges {
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

    /// How many rows matched a reader whose record the list leaves as it is.
    public var unchanged: Int { unchangedReaders.count }
}
