import KartotekaCore

/// The one place where failures become HTTP statuses.
enum ErrorMapping {
    /// The status for a known failure.
    static func status(for error: any KartotekaError) -> Int {
        if case .unsupportedMediaType? = error as? APIError { return 415 }
        if case .methodNotAllowed? = error as? APIError { return 405 }
        if case .signInRequired? = error as? AccountError { return 401 }
        if case .tooManyAttempts? = error as? AccountError { return 429 }
        switch error.kind {
        case .invalidInput: return error is ValidationError ? 422 : 400
        case .notFound: return 404
        case .conflict: return 409
        case .forbidden: return 403
        case .unavailable: return 503
        }
    }
}
