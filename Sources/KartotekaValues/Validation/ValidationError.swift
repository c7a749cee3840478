/// Every problem found in one piece of input, reported at once so a person can fix them together.
public struct ValidationError: KartotekaError, Equatable {
    /// The problems, in field order.
    public let problems: [FieldProblem]

    /// Creates the error from a non-empty list of problems.
    public init(_ problems: [FieldProblem]) {
        self.problems = problems
    }

    /// Creates the error for a single field.
    public init(field: String, message: Bilingual) {
        self.problems = [FieldProblem(field: field, message: message)]
    }

    public var code: String { "invalid_input" }
    public var kind: FailureKind { .invalidInput }
    public var message: Bilingual { Bilingual.joined(problems.map(\.message)) }

    /// The first problem reported for a field, if any.
    public func problem(for field: String) -> FieldProblem? {
        problems.first { $0.field == field }
    }
}
