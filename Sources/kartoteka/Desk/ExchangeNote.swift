import KartotekaCore

extension ExchangeNote {
    /// A note from a diagnostic.
    init(_ diagnostic: IRBISDiagnostic, language: Language) {
        isError = diagnostic.severity == .error
        message = diagnostic.message.text(in: language)
    }
}
