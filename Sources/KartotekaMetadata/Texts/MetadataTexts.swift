import KartotekaCore

/// The texts of book look-ups: why a provider gave no description.
protocol MetadataTexts: Sendable {
    func bookNotFound(_ isbn: ISBN) -> String
    func quotaExceeded(_ provider: String) -> String
    func countryUnknown(_ provider: String) -> String
    func apiKeyRejected(_ provider: String) -> String
    func providerUnreachable(_ provider: String) -> String
    func providerTimedOut(_ provider: String, seconds: Int) -> String
    func providerAnswerUnreadable(_ provider: String) -> String
    func providerFailed(_ provider: String, status: Int) -> String
    var noProviders: String { get }
    func providerURLInvalid(_ provider: String) -> String
}

extension Bilingual {
    /// A text of book look-ups in both languages: `text` reads it from each language's catalogue.
    init(_ text: (any MetadataTexts) -> String) {
        self.init(text, russian: RussianTexts(), english: EnglishTexts())
    }
}
