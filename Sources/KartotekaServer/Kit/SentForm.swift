import KartotekaValues

/// A form of a page just sent and refused (422): which one, what it typed, and each field's
/// problem, so that the page shows it again as it was sent (the reader card's forms, a loan rule).
struct SentForm {
    /// The form's name (``ReaderStandingPanel/blockForm``, ``ReaderStandingPanel/settlementForm(_:)``).
    let form: String
    /// What each field held, by name.
    let typed: [String: String]
    /// What is wrong, field by field.
    let problems: [FieldProblem]

    /// The problems, when `name` is this form; none otherwise.
    func problems(of name: String) -> [FieldProblem] {
        form == name ? problems : []
    }

    /// What the field held, when `name` is this form; `fallback` otherwise.
    func value(_ field: String, of name: String, or fallback: String = "") -> String {
        form == name ? typed[field] ?? fallback : fallback
    }
}
