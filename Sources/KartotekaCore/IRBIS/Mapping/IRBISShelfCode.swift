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
        // A code the record came with from IRBIS is given back as it was: loans there point to it.
        let kept = title.title.irbisShelfCode.collapsedWhitespace
        if !kept.isEmpty { return (kept, []) }
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
        if let filled = filledPlainly(pattern, values) { return (filled, problems) }
        var code = pattern
        for (placeholder, value) in values {
            code = code.replacingOccurrences(of: placeholder, with: value.collapsedWhitespace)
        }
        let trimmable: Set<Character> = [" ", "/"]
        while let first = code.first, trimmable.contains(first) { code.removeFirst() }
        while let last = code.last, trimmable.contains(last) { code.removeLast() }
        return (code, problems)
    }

    /// The shelf code filled in and trimmed in one pass over the bytes, when that gives what
    /// replacing placeholders one after another gives: an ASCII pattern whose every `{` starts a
    /// placeholder, and inserted values of plain text (see ``CP1251/plainByteForScalar``) with no
    /// `{`, so no value can make up a placeholder that a later replacement would match, and none
    /// starts with a combining mark. `nil` otherwise.
    private static func filledPlainly(_ pattern: String, _ values: [(placeholder: String, value: String)]) -> String? {
        let filled = pattern.utf8.withContiguousStorageIfAvailable { pattern -> [UInt8]? in
            var code: [UInt8] = []
            code.reserveCapacity(pattern.count + 32)
            var index = 0
            while index < pattern.count {
                let byte = pattern[index]
                guard byte < 0x80 else { return nil }
                guard byte == UInt8(ascii: "{") else {
                    code.append(byte)
                    index += 1
                    continue
                }
                guard let match = values.firstIndex(where: { starts(pattern, at: index, with: $0.placeholder) }) else { return nil }
                let value = values[match].value.collapsedWhitespace
                guard value.isPlainText, !value.utf8.contains(UInt8(ascii: "{")) else { return nil }
                code.append(contentsOf: value.utf8)
                index += values[match].placeholder.utf8.count
            }
            return code
        }
        guard let filled, let code = filled else { return nil }
        let isTrimmable = { (byte: UInt8) in byte == 0x20 || byte == UInt8(ascii: "/") }
        guard let first = code.firstIndex(where: { !isTrimmable($0) }), let last = code.lastIndex(where: { !isTrimmable($0) }) else {
            return ""
        }
        return String(decoding: code[first...last], as: UTF8.self)
    }

    /// Whether the bytes at `index` spell `placeholder`.
    private static func starts(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, with placeholder: String) -> Bool {
        var position = index
        for byte in placeholder.utf8 {
            guard position < bytes.count, bytes[position] == byte else { return false }
            position += 1
        }
        return true
    }

    /// The author sign as typed, else computed from the first author's surname, else empty.
    public static func authorSign(of title: Title, style: AuthorSignStyle) -> String {
        let typed = title.authorSign.collapsedWhitespace
        if !typed.isEmpty { return typed }
        guard let surname = title.firstAuthor?.surname else { return "" }
        return AuthorSign.compute(surname: surname, style: style) ?? ""
    }
}
