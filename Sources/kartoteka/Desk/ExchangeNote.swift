import KartotekaCore

/// One thing an export or import found in the records, in the user's language: a warning (kept,
/// perhaps changed) or an error (left out).
struct ExchangeNote: Sendable {
    /// Whether something was left out.
    let isError: Bool
    /// What, in the user's language.
    let message: String

    /// A note from a diagnostic.
    init(_ diagnostic: IRBISDiagnostic, language: Language) {
        isError = diagnostic.severity == .error
        message = diagnostic.message.text(in: language)
    }

    /// A note from its parts.
    init(isError: Bool, message: String) {
        self.isError = isError
        self.message = message
    }
}
