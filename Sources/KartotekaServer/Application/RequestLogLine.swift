import Foundation
import KartotekaWire

/// The one line the server logs per request: `2026-12-02T10:15:30Z GET /api/v1/titles 200 1.2ms id=…`.
/// What the client chose (the method, the percent-decoded path) is escaped, so a request cannot
/// break the line in two or forge the fields after it.
enum RequestLogLine {
    /// The line for one answered request.
    static func text(at instant: Date, method: String, path: String, status: Int, duration: String, requestID: String) -> String {
        "\(LogTimestamp.text(instant)) \(escaped(method)) \(escaped(path)) \(status) \(duration) id=\(requestID)"
    }

    /// Client text made safe for one log line: control characters (`\n`, `\r`, `\u{1B}`…), line and
    /// paragraph separators, spaces, invisible format characters (bidirectional overrides) and `%`
    /// itself are written as the percent-encoded UTF-8 bytes they were sent as (`%0A`, `%20`, `%25`),
    /// so the logged path reads as the request line had it; letters of any script stay readable.
    static func escaped(_ text: String) -> String {
        escaped(text, keepingPlainSpaces: false)
    }

    /// A message that may carry client text (an unexpected error's description) made safe for the
    /// log the same way, except that plain spaces stay, so it reads as a sentence.
    static func escapedMessage(_ text: String) -> String {
        escaped(text, keepingPlainSpaces: true)
    }

    private static func escaped(_ text: String, keepingPlainSpaces: Bool) -> String {
        // Printable ASCII other than `%` (and the space, when kept) never needs escaping.
        if text.utf8.allSatisfy({ ($0 > 0x20 && $0 < 0x7F && $0 != 0x25) || (keepingPlainSpaces && $0 == 0x20) }) {
            return text
        }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            guard needsEscaping(scalar), !(keepingPlainSpaces && scalar == " ") else {
                result.unicodeScalars.append(scalar)
                continue
            }
            for byte in String(scalar).utf8 {
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return result
    }

    private static func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "%" { return true }
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator, .spaceSeparator, .format: return true
        default: return false
        }
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
