import KartotekaCore

extension EnglishTexts: MetadataTexts {
    func bookNotFound(_ isbn: ISBN) -> String { "No book with ISBN \(isbn.hyphenated) was found. Fill in the record by hand." }
    func quotaExceeded(_ provider: String) -> String { "\(provider): the request quota is used up. Wait, or set your own API key in the settings." }
    func countryUnknown(_ provider: String) -> String {
        "\(provider) could not tell the request’s country and refused. Set the country (country=RU) in the settings."
    }
    func apiKeyRejected(_ provider: String) -> String { "\(provider) rejected the API key. Check the key in the settings, or remove it." }
    func providerUnreachable(_ provider: String) -> String { "Cannot reach \(provider). Check the internet connection." }
    func providerTimedOut(_ provider: String, seconds: Int) -> String { "\(provider) did not answer within \(seconds) s. Try again later." }
    func providerAnswerUnreadable(_ provider: String) -> String { "\(provider) sent an answer that cannot be read." }
    func providerFailed(_ provider: String, status: Int) -> String { "\(provider) answered with an error (HTTP \(status)). Try again later." }
    var noProviders: String { "No book description sources are configured." }
    func providerURLInvalid(_ provider: String) -> String { "The address of \(provider) in the settings is not a valid URL." }
}
