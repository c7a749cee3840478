import Foundation

/// The shelf code (шифр документа, IRBIS 903): required and unique in the catalogue, and what
/// loans in reader records point to.
///
/// Built from a pattern with placeholders:
/// - `{bbk}` the BBK index, `{udc}` the UDC index, `{year}` the year of publication;
/// - `{sign}` the author sign as typed, or computed from the first author's surname;
/// - `{inventory}` the lowest inventory number among the title's copies (the title id when it
///   has none, with a warning);
/// - `{id}` the title's id in Kartoteka.
///
/// The default `{bbk}/{sign}-{inventory}` gives `84(2Рос=Рус)1/Л49-12345`. Spaces and `/` left
/// at either end by empty placeholders are trimmed (`Л49-12345` when there is no BBK index).
public enum IRBISShelfCode {
    /// `{bbk}/{sign}-{inventory}`, the common IRBIS convention.
    public static let defaultPattern = "{bbk}/{sign}-{inventory}"

    /// The shelf code of a title, and a warning when the pattern needed copies it has none of.
    public static func make(
        pattern: String, title: TitleRecord, copies: [CopyRecord], signStyle: AuthorSignStyle
    ) -> (code: String, problems: [IRBISProblem]) {
        make(pattern: pattern, title: title, copies: copies, sign: authorSign(of: title.title, style: signStyle))
    }

    /// ``make(pattern:title:copies:signStyle:)`` with the author sign already known.
    static func make(
        pattern: String, title: TitleRecord, copies: [CopyRecord], sign: String
    ) -> (code: String, problems: [IRBISProblem]) {
        var problems: [IRBISProblem] = []
        let lowest = copies.map(\.inventoryNumber).min()
        if lowest == nil && pattern.contains("{inventory}") { problems.append(.noCopiesForShelfCode) }
        let values: [(placeholder: String, value: String)] = [
            ("{bbk}", title.title.bbk),
            ("{udc}", title.title.udc),
            ("{year}", title.title.year.map(String.init) ?? ""),
            ("{sign}", sign),
            ("{inventory}", lowest?.rawValue ?? title.id.description),
            ("{id}", title.id.description),
        ]
        var code: String
        if let filled = filledPlainly(pattern, values) {
            code = filled
        } else {
            code = pattern
            for (placeholder, value) in values {
                code = code.replacingOccurrences(of: placeholder, with: value.collapsedWhitespace)
            }
        }
        let trimmable: Set<Character> = [" ", "/"]
        while let first = code.first, trimmable.contains(first) { code.removeFirst() }
        while let last = code.last, trimmable.contains(last) { code.removeLast() }
        return (code, problems)
    }

    /// The pattern with its placeholders filled in one pass, when that gives what replacing them
    /// one after another gives: an ASCII pattern whose every `{` starts a placeholder, and values
    /// of plain text (see ``CP1251/plainByteForScalar``) with no `{`, so no value can make up a
    /// placeholder that a later replacement would match. `nil` otherwise.
    private static func filledPlainly(_ pattern: String, _ values: [(placeholder: String, value: String)]) -> String? {
        guard pattern.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        var collapsed: [String] = []
        collapsed.reserveCapacity(values.count)
        for (_, value) in values {
            let text = value.collapsedWhitespace
            guard text.isPlainText, !text.utf8.contains(UInt8(ascii: "{")) else { return nil }
            collapsed.append(text)
        }
        var code = ""
        var rest = Substring(pattern)
        while let open = rest.firstIndex(of: "{") {
            code += rest[..<open]
            rest = rest[open...]
            // A `{` of the pattern that starts no placeholder could be completed by a value.
            guard let index = values.firstIndex(where: { rest.hasPrefix($0.placeholder) }) else { return nil }
            code += collapsed[index]
            rest = rest.dropFirst(values[index].placeholder.count)
        }
        code += rest
        return code
    }
    /// The author sign as typed, else computed from the first author's surname, else empty.
    public static func authorSign(of title: Title, style: AuthorSignStyle) -> String {
        let typed = title.authorSign.collapsedWhitespace
        if !typed.isEmpty { return typed }
        guard let surname = title.firstAuthor?.surname else { return "" }
        return AuthorSign.compute(surname: surname, style: style) ?? ""
    }
}
