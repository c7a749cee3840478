import KartotekaCore

/// Exchange requests that cannot be carried out as asked.
public enum ExchangeError: KartotekaError, Equatable {
    case mailNotConfigured
    case unknownSource(String)
    case emptyUpload

    public var code: String {
        switch self {
        case .mailNotConfigured: "mail_not_configured"
        case .unknownSource: "unknown_import_source"
        case .emptyUpload: "empty_upload"
        }
    }

    public var kind: FailureKind { .invalidInput }

    public var message: Bilingual {
        switch self {
        case .mailNotConfigured:
            Bilingual { $0.mailNotSetUp }
        case .unknownSource(let text):
            Bilingual { $0.unknownFileKind(text) }
        case .emptyUpload:
            Bilingual { $0.noFileChosen }
        }
    }
}
