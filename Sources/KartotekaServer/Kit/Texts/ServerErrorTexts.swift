import KartotekaCore
import KartotekaWire

/// The texts of the server's own errors: the API's request errors and the public messages of unexpected
/// failures.
protocol ServerErrorTexts: Sendable {
    func bodyTooLarge(megabytes: Int) -> String
    func unsupportedMediaType(_ type: String) -> String
    var malformedJSON: String { get }
    func unknownFields(_ fields: [String]) -> String
    func wrongType(field: String, expected: String) -> String
    func missingField(_ field: String) -> String
    func invalidParameter(name: String, value: String) -> String
    func nothingAt(_ path: String) -> String
    func methodNotAllowed(_ method: String, allowed: [String]) -> String
    var internalServerError: String { get }
    var mailNotSentByServer: String { get }
    var backupNotMade: String { get }
    var databaseUnavailable: String { get }
}
