/// Builds request URLs from a configured base and query values.
enum URLQuery {
    /// Percent-encodes a query value: everything but unreserved characters (RFC 3986).
    static func encode(_ value: String) -> String {
        var result = ""
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return result
    }

    /// The base without trailing slashes, checked to be http(s); `nil` when it is not.
    static func base(_ text: String) -> String? {
        var base = text.trimmingWhitespace
        while base.hasSuffix("/") { base.removeLast() }
        let lowered = base.lowercased()
        guard lowered.hasPrefix("http://") || lowered.hasPrefix("https://"), base.count > 8,
              !base.contains(where: { $0 == " " || $0 == "?" || $0 == "#" }) else { return nil }
        return base
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }

    fileprivate var trimmingWhitespace: String {
        var text = Substring(self)
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return String(text)
    }
}
