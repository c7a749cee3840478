import KartotekaCore

/// Why a lookup gave no description, in words the librarian can act on. Messages never contain
/// request URLs (they may carry the API key).
public indirect enum MetadataError: KartotekaError, Equatable {
    /// Every provider answered and none knows the ISBN; `failures` lists providers that could not answer.
    case noMatch(isbn: ISBN, failures: [MetadataError])
    /// The provider's request quota is used up (HTTP 429, `rateLimitExceeded`).
    case quotaExceeded(provider: String)
    /// The provider cannot tell the request's country and refuses (Google's 403 `unknownLocation`).
    case locationRefused(provider: String)
    /// The provider rejected the API key (HTTP 400).
    case badKey(provider: String)
    /// The provider could not be reached: no network, refused connection, unknown host, TLS failure.
    case unreachable(provider: String)
    /// The provider did not answer within the timeout (whole seconds).
    case timedOut(provider: String, seconds: Int)
    /// The answer was not what the provider documents (not JSON, wrong shape, too large).
    case malformedAnswer(provider: String)
    /// An HTTP status the provider does not document for this call (500, 503, 302…).
    case unexpectedStatus(provider: String, status: Int)
    /// Every provider failed; each failure is listed.
    case allProvidersFailed([MetadataError])
    /// The lookup has no providers configured.
    case noProviders
    /// The provider's base URL in the settings is not a usable http(s) URL.
    case invalidBaseURL(provider: String)

    /// A stable machine-readable code.
    public var code: String {
        switch self {
        case .noMatch: "metadata_not_found"
        case .quotaExceeded: "metadata_quota_exceeded"
        case .locationRefused: "metadata_location_refused"
        case .badKey: "metadata_bad_key"
        case .unreachable: "metadata_unreachable"
        case .timedOut: "metadata_timeout"
        case .malformedAnswer: "metadata_malformed_answer"
        case .unexpectedStatus: "metadata_unexpected_status"
        case .allProvidersFailed: "metadata_providers_failed"
        case .noProviders: "metadata_no_providers"
        case .invalidBaseURL: "metadata_invalid_base_url"
        }
    }

    /// The kind of failure, for statuses and exit codes.
    public var kind: FailureKind {
        if case .noMatch = self { return .notFound }
        return .unavailable
    }

    /// The message, in Russian and English.
    public var message: Bilingual {
        switch self {
        case .noMatch(let isbn, let failures):
            let base = Bilingual(ru: "Книга с ISBN \(isbn.hyphenated) не найдена. Заполните карточку вручную.",
                                 en: "No book with ISBN \(isbn.hyphenated) was found. Fill in the record by hand.")
            return failures.isEmpty ? base : Bilingual.joined([base] + failures.map(\.message))
        case .quotaExceeded(let provider):
            return Bilingual(ru: "\(provider): исчерпан лимит запросов. Подождите или укажите в настройках свой ключ API.",
                             en: "\(provider): the request quota is used up. Wait, or set your own API key in the settings.")
        case .locationRefused(let provider):
            return Bilingual(ru: "\(provider) не определил страну запроса и отказал. Укажите в настройках страну (country=RU).",
                             en: "\(provider) could not tell the request’s country and refused. Set the country (country=RU) in the settings.")
        case .badKey(let provider):
            return Bilingual(ru: "\(provider) отклонил ключ API. Проверьте ключ в настройках или удалите его.",
                             en: "\(provider) rejected the API key. Check the key in the settings, or remove it.")
        case .unreachable(let provider):
            return Bilingual(ru: "Нет связи с \(provider). Проверьте подключение к интернету.",
                             en: "Cannot reach \(provider). Check the internet connection.")
        case .timedOut(let provider, let seconds):
            return Bilingual(ru: "\(provider) не ответил за \(seconds) с. Попробуйте ещё раз позже.",
                             en: "\(provider) did not answer within \(seconds) s. Try again later.")
        case .malformedAnswer(let provider):
            return Bilingual(ru: "\(provider) прислал ответ, который не удаётся разобрать.",
                             en: "\(provider) sent an answer that cannot be read.")
        case .unexpectedStatus(let provider, let status):
            return Bilingual(ru: "\(provider) ответил ошибкой (HTTP \(status)). Попробуйте ещё раз позже.",
                             en: "\(provider) answered with an error (HTTP \(status)). Try again later.")
        case .allProvidersFailed(let failures):
            return Bilingual.joined(failures.map(\.message))
        case .noProviders:
            return Bilingual(ru: "Источники описаний книг не настроены.", en: "No book description sources are configured.")
        case .invalidBaseURL(let provider):
            return Bilingual(ru: "Адрес сервиса \(provider) в настройках указан неверно.",
                             en: "The address of \(provider) in the settings is not a valid URL.")
        }
    }

    /// The failure for a transport error talking to a provider.
    init(_ error: HTTPClientError, provider: String, timeout: Duration) {
        switch error {
        case .timedOut:
            self = .timedOut(provider: provider, seconds: max(Int(timeout.components.seconds), 1))
        case .responseTooLarge:
            self = .malformedAnswer(provider: provider)
        case .invalidURL:
            self = .invalidBaseURL(provider: provider)
        case .cannotResolveHost, .cannotConnect, .tooManyRedirects, .tlsFailure, .transport:
            self = .unreachable(provider: provider)
        }
    }
}
