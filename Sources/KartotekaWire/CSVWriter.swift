import Foundation

/// The one writer of every CSV file Kartoteka gives out, on the web and on the command line:
/// semicolons between fields, CR LF line ends and a UTF-8 byte order mark (so that a spreadsheet
/// reads Cyrillic right).
///
/// A field that a spreadsheet would take for a formula — one beginning with `=`, `+`, `-`, `@`, a
/// TAB or a CR, unless it is a plain number such as `-5` or `-12,50` — is written with a leading
/// `'`, so that a title or a name typed by anyone is shown as text and never run (CSV injection).
public enum CSVWriter {
    /// The whole file: each row's fields joined by `;`, each row ended by CR LF.
    public static func file(_ rows: [[String]]) -> String {
        "\u{FEFF}" + rows.map { $0.map(field).joined(separator: ";") }.joined(separator: "\r\n") + "\r\n"
    }

    /// A field: guarded when it could be read as a formula, quoted when it holds a separator, a
    /// quote or a line end.
    public static func field(_ text: String) -> String {
        let guarded = startsFormula(text) ? "'" + text : text
        guard guarded.unicodeScalars.contains(where: { $0 == ";" || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return guarded }
        return "\"" + guarded.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// Whether a spreadsheet would read the text as a formula (or a command) rather than as text.
    static func startsFormula(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first) else { return false }
        return !isPlainNumber(text)
    }

    /// `-5`, `+3`, `-12.50`, `-12,50`: a sign, digits, and perhaps one decimal point or comma with digits.
    static func isPlainNumber(_ text: String) -> Bool {
        var scalars = Substring(text).unicodeScalars
        if let sign = scalars.first, sign == "-" || sign == "+" { scalars = scalars.dropFirst() }
        let parts = String(scalars).split(separator: ",", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: ".", omittingEmptySubsequences: false) }
        guard (1...2).contains(parts.count) else { return false }
        return parts.allSatisfy { !$0.isEmpty && $0.unicodeScalars.allSatisfy { ("0"..."9").contains($0) } }
    }
}
