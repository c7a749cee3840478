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
    /// A library catalogue asked over Z39.50 or SRU could not answer.
    case catalogueFailed(CopyCataloguingFailure)

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
        case .catalogueFailed(let failure): failure.code
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
            let base = Bilingual { $0.bookNotFound(isbn) }
            return failures.isEmpty ? base : Bilingual.joined([base] + failures.map(\.message))
        case .quotaExceeded(let provider):
            return Bilingual { $0.quotaExceeded(provider) }
        case .locationRefused(let provider):
            return Bilingual { $0.countryUnknown(provider) }
        case .badKey(let provider):
            return Bilingual { $0.apiKeyRejected(provider) }
        case .unreachable(let provider):
            return Bilingual { $0.providerUnreachable(provider) }
        case .timedOut(let provider, let seconds):
            return Bilingual { $0.providerTimedOut(provider, seconds: seconds) }
        case .malformedAnswer(let provider):
            return Bilingual { $0.providerAnswerUnreadable(provider) }
        case .unexpectedStatus(let provider, let status):
            return Bilingual { $0.providerFailed(provider, status: status) }
        case .allProvidersFailed(let failures):
            return Bilingual.joined(failures.map(\.message))
        case .noProviders:
            return Bilingual { $0.noProviders }
        case .invalidBaseURL(let provider):
            return Bilingual { $0.providerURLInvalid(provider) }
        case .catalogueFailed(let failure):
            return failure.message
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
