import Foundation

/// The Federal list of extremist materials as the Ministry of Justice publishes it
/// (`exportfsm.csv`): Windows-1251, `;` between the columns «#», «Материал» and «Дата включения»
/// (`dd.MM.yyyy`), a header row, and loose quoting — quotes inside a field are not doubled, and
/// an entry's text may run over several lines.
///
/// So the file is read by its shape, not by CSV's rules: a line that begins with a number and a
/// `;` begins an entry, any other line continues the one before; the entry's last `;` field is
/// its date when it reads as one; the text between is the material, its outer quotes taken off
/// and doubled quotes made single.
public enum MinistryListFile {
    /// The entries of the file's bytes; throws ``InspectionError/listFileUnreadable`` when no
    /// line reads as an entry.
    public static func entries(_ bytes: [UInt8]) throws(InspectionError) -> [ListEntry] {
        var entries: [ListEntry] = []
        var current: (number: Int, text: String)?
        func finish() {
            guard let entry = current else { return }
            entries.append(Self.entry(number: entry.number, rest: entry.text))
            current = nil
        }
        for line in ListFileText.decode(bytes).split(separator: "\n", omittingEmptySubsequences: false) {
            if let (number, rest) = Self.entryStart(line) {
                finish()
                current = (number, String(rest))
            } else if current != nil {
                current?.text += "\n" + line
            }
        }
        finish()
        guard !entries.isEmpty else { throw .listFileUnreadable }
        return entries
    }

    /// A line's entry number and what follows its `;`, when the line begins an entry.
    private static func entryStart(_ line: Substring) -> (Int, Substring)? {
        var body = line.drop { $0 == " " || $0 == "\u{FEFF}" }
        if body.first == "\"" { body = body.dropFirst() }
        let digits = body.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count <= 7, let number = Int(digits) else { return nil }
        var rest = body.dropFirst(digits.count)
        if rest.first == "\"" { rest = rest.dropFirst() }
        guard rest.first == ";" else { return nil }
        return (number, rest.dropFirst())
    }

    /// An entry from its number and the rest of its lines: the text and the date after the last `;`.
    private static func entry(number: Int, rest: String) -> ListEntry {
        var text = Substring(rest.trimmingCharacters(in: .whitespacesAndNewlines))
        var day: Day?
        if let last = text.lastIndex(of: ";") {
            let tail = text[text.index(after: last)...].trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
            if let parsed = ListFileText.day(Substring(tail)) {
                day = parsed
                text = text[..<last]
            } else if tail.isEmpty {
                text = text[..<last]
            }
        }
        var material = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if material.count >= 2, material.hasPrefix("\""), material.hasSuffix("\"") {
            material = String(material.dropFirst().dropLast())
        }
        material = material.replacingOccurrences(of: "\"\"", with: "\"").trimmingCharacters(in: .whitespacesAndNewlines)
        return ListEntry(number: number, text: material, addedOn: day)
    }
}
