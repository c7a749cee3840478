import KartotekaCore
import KartotekaWire

extension EnglishTexts: ServerErrorTexts {
    func bodyTooLarge(megabytes: Int) -> String { "The file is too large: the server takes at most \(megabytes) MB at once. Split it into parts." }
    func unsupportedMediaType(_ type: String) -> String { "The request body must be JSON (Content-Type: application/json), not “\(type)”." }
    var malformedJSON: String { "The request body is not a valid JSON object in UTF-8. Check the quotes, commas and braces." }
    func unknownFields(_ fields: [String]) -> String { "Unknown fields: \(fields.joined(separator: ", ")). Remove them or fix their names." }
    func wrongType(field: String, expected: String) -> String {
        "The field “\(field)” must be \(expected == "boolean" ? "true or false" : expected == "array" || expected == "object" ? "an \(expected)" : "a \(expected)")."
    }
    func missingField(_ field: String) -> String { "The required field “\(field)” is missing." }
    func invalidParameter(name: String, value: String) -> String { "Invalid value for the parameter “\(name)”: “\(value)”." }
    func nothingAt(_ path: String) -> String { "Nothing here: \(path)." }
    func methodNotAllowed(_ method: String, allowed: [String]) -> String {
        "The method \(method) is not supported here; use \(allowed.joined(separator: ", "))."
    }
    var internalServerError: String { "Internal server error. The details were written to the server's log; give the administrator the request id." }
    var mailNotSentByServer: String {
        "The message was not sent: the mail server in the settings did not take it. Check the mail settings or try again later; the details are in the server's log under the request id."
    }
    var backupNotMade: String {
        "The backup was not made. Check the backup folder in the settings and the free disk space; the details are in the server's log under the request id."
    }
    var databaseUnavailable: String { "The database cannot be reached right now. Try again in a minute; if it still fails, give the administrator the request id." }
}
