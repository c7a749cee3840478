extension ValidationError {
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
