/// The yearly promotion: every pupil still at school moves a grade up in the same letter
/// (`5А` → `6А`), and the pupils of the last grade (11, or 9 for a basic school) leave school —
/// they are marked graduated, keeping their last class.
public struct ClassPromotion: Sendable, Hashable {
    /// One pupil's step.
    public struct Step: Sendable, Hashable {
        /// The pupil.
        public var reader: ReaderRecord
        /// Their class now.
        public var from: SchoolClass
        /// Their class after; `nil`: they leave school.
        public var to: SchoolClass?
    }

    /// Every pupil's step, by class and name.
    public var steps: [Step]

    /// The promotion of these readers (those in no class, and graduates, are left out).
    public init(readers: [ReaderRecord], lastGrade: Int) {
        steps = readers.compactMap { record in
            record.reader.currentClass.map { Step(reader: record, from: $0, to: $0.promoted(lastGrade: lastGrade)) }
        }.sorted { ($0.from, $0.reader.reader.fullName) < ($1.from, $1.reader.reader.fullName) }
    }

    /// The pupils who move up.
    public var promoted: [Step] { steps.filter { $0.to != nil } }
    /// The pupils who leave school.
    public var leaving: [Step] { steps.filter { $0.to == nil } }

    /// The reader after their step.
    public static func applied(_ step: Step) -> Reader {
        var reader = step.reader.reader
        if let next = step.to { reader.schoolClass = next } else { reader.graduated = true }
        return reader
    }
}
