/// An e-mail address, checked for the shape `name@domain.tld` (the mail server has the last word).
public struct EmailAddress: Sendable, Hashable, CheckedText {
    /// The address, trimmed.
    public let text: String

    public static let field = "email"

    /// Validates a typed address.
    public init(validating raw: String, field: String = Self.field) throws(ValidationError) {
        let text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        let valid = parts.count == 2 && !parts[0].isEmpty && parts[1].contains(".")
            && !parts[1].hasPrefix(".") && !parts[1].hasSuffix(".") && text.count <= 254
            && !text.contains(where: { $0.isWhitespace || "<>,;\"()[]\\".contains($0) })
        guard valid else {
            throw ValidationError(field: field, message: Bilingual { $0.emailInvalid(text) })
        }
        self.text = text
    }
}
