import Foundation

/// Checks of login names and passwords, before anything is stored.
public enum Credentials {
    /// The shortest password accepted.
    public static let minimumPasswordLength = 10

    /// A login name: 2–32 letters, digits, `.`, `-`, `_`.
    public static func validatedUsername(_ text: String) throws(ValidationError) -> String {
        let name = text.trimmingCharacters(in: .whitespaces)
        let allowed = !hasHiddenCharacters(name) && name.allSatisfy { $0.isLetter || $0.isNumber || ".-_".contains($0) }
        guard (2...32).contains(name.count), allowed else {
            throw ValidationError(field: "username", message: Bilingual { $0.usernameRule })
        }
        return name
    }

    /// The name typed at sign-in as the throttle counts it: up to the first control or invisible
    /// character (which no login name has), trimmed, in one Unicode form, lower-cased, and no
    /// longer than 64 characters (twice the longest login name) — so `lib1\u{0}zzz` and `LIB1 `
    /// are counted as `lib1`, and a name typed a megabyte long under its beginning.
    public static func throttleKey(forTypedName text: String) -> String {
        let visible = text.unicodeScalars.prefix { !isHidden($0) }
        return String(String(String.UnicodeScalarView(visible)).trimmingCharacters(in: .whitespaces)
            .precomposedStringWithCanonicalMapping.lowercased().prefix(64))
    }

    /// Whether a name typed at sign-in holds a control or invisible character, which no login
    /// name may hold: such a sign-in is refused before any account is looked up.
    public static func hasHiddenCharacters(_ text: String) -> Bool {
        text.unicodeScalars.contains(where: isHidden)
    }

    private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .unassigned, .privateUse, .surrogate: true
        default: false
        }
    }

    /// A password: at least ``minimumPasswordLength`` characters, not the login name.
    public static func validatePassword(_ password: String, username: String) throws(ValidationError) {
        if password.count < minimumPasswordLength {
            throw ValidationError(field: "password", message: Bilingual { $0.passwordTooShort(minimum: minimumPasswordLength) })
        }
        if password.lowercased() == username.lowercased() {
            throw ValidationError(field: "password", message: Bilingual { $0.passwordIsUsername })
        }
    }
}
