/// A reader's phone number, kept as typed, with a key that makes different spellings of the same
/// number equal (`+7 900 000-00-00`, `8 (900) 000 00 00` and `9000000000` are one phone).
public struct PhoneNumber: Sendable, Hashable, CheckedText {
    /// The number as the librarian typed it, spacing tidied.
    public let text: String
    /// Digits only; Russian numbers in the `7XXXXXXXXXX` form: what searches match.
    public let key: String

    public static let field = "phone"

    /// Validates a typed number: 5 to 15 digits, with `+ - ( )` and spaces allowed between them.
    public init(validating raw: String, field: String = Self.field) throws(ValidationError) {
        let text = raw.collapsedWhitespace
        if text.isEmpty {
            throw ValidationError(field: field, message: Bilingual { $0.phoneMissing })
        }
        let allowed = text.allSatisfy { $0.isASCIIDigit || "+-() ".contains($0) }
        let digits = text.filter(\.isASCIIDigit)
        guard allowed, (5...15).contains(digits.count), !text.dropFirst().contains("+") else {
            throw ValidationError(field: field, message: Bilingual { $0.phoneInvalid(text) })
        }
        self.text = text
        self.key = PhoneNumber.key(digits: digits)
    }

    /// Restores a stored number without checking it again.
    public init(stored text: String) {
        self.text = text
        self.key = PhoneNumber.key(digits: text.filter(\.isASCIIDigit))
    }

    /// The key to look a number up by when `text` is one as a person types it into a search box
    /// (`+7 912 345-67-89`, `8 912 345-67-89`, `912-345-67-89`, `89123456789`, or its last digits
    /// `345-67-89`): text of digits, spaces and `+ - ( )` only, with at least ten digits, or at
    /// least five written with a separator; `nil` for anything else (a ticket number, a name).
    public static func searchKey(in text: String) -> String? {
        let typed = text.collapsedWhitespace
        let digits = typed.filter(\.isASCIIDigit)
        guard !digits.isEmpty, typed.allSatisfy({ $0.isASCIIDigit || "+-() ".contains($0) }),
              !typed.dropFirst().contains("+"), digits.count <= 15 else { return nil }
        let separated = typed.count > digits.count
        guard digits.count >= 10 || (separated && digits.count >= 5) else { return nil }
        return key(digits: digits)
    }

    private static func key(digits: String) -> String {
        if digits.count == 11, digits.hasPrefix("8") { return "7" + digits.dropFirst() }
        if digits.count == 10, digits.hasPrefix("9") { return "7" + digits }
        return digits
    }
}
