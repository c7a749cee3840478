import Foundation

/// How a library writes author signs: `Л49` or `Л 49`.
public enum AuthorSignStyle: String, Sendable, Codable, CaseIterable {
    /// Letter and number together: `Л49`.
    case compact
    /// Letter, space, number: `Л 49`, as the Havkina table prints it.
    case spaced
}

/// The author sign (авторский знак) that shelves a book among others by the author's surname,
/// computed with the Havkina table.
public enum AuthorSign {
    /// The sign for a surname in the library's style, or `nil` when the surname does not start
    /// with a Russian or Latin letter. Signs with a hyphen (`З-11`, `О-15`, `Ч-20`) keep it in
    /// both styles: it stops the letter being read as a digit.
    public static func compute(surname: String, style: AuthorSignStyle = .compact) -> String? {
        guard let sign = HavkinaTable.shared.sign(for: surname) else { return nil }
        switch style {
        case .spaced: return sign
        case .compact: return sign.replacingOccurrences(of: " ", with: "")
        }
    }
}
