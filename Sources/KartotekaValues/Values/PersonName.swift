import Foundation

extension PersonName {
    /// Creates a name; initials are derived from the given names when left empty.
    public init(surname: String, initials: String = "", givenNames: String = "") {
        self.surname = surname.collapsedWhitespace
        self.givenNames = givenNames.collapsedWhitespace
        let typed = PersonName.normalisedInitials(initials)
        self.initials = typed.isEmpty ? PersonName.initials(of: self.givenNames) : typed
    }

    /// `Лермонтов М. Ю.` — how a catalogue card and IRBIS 40^C name the author.
    public var shortForm: String {
        initials.isEmpty ? surname : "\(surname) \(initials)"
    }

    /// `Лермонтов, Михаил Юрьевич` when the given names are known and make the initials, else
    /// `Лермонтов М. Ю.`: how a list of names in one line (a form's, the API's) keeps each whole,
    /// read back by ``init(parsing:)``.
    public var listForm: String {
        guard !givenNames.isEmpty, initials == PersonName.initials(of: givenNames) else { return shortForm }
        return "\(surname), \(givenNames)"
    }

    /// Names as a one-line list shows them: each in its ``listForm`` while the list joined by `; `
    /// stays within `limit` characters, else each in its ``shortForm``.
    public static func listForms(_ names: [PersonName], within limit: Int) -> [String] {
        let full = names.map(\.listForm)
        return full.reduce(0) { $0 + $1.count + 2 } - 2 <= limit ? full : names.map(\.shortForm)
    }

    /// `М. Ю. Лермонтов` — how a statement of responsibility names the author.
    public var initialsFirst: String {
        initials.isEmpty ? surname : "\(initials) \(surname)"
    }

    /// Whether no part of the name is filled in.
    public var isEmpty: Bool { surname.isEmpty && initials.isEmpty && givenNames.isEmpty }

    /// Splits a name as providers and people write it: `Михаил Лермонтов`,
    /// `Лермонтов, Михаил Юрьевич`, `М. Ю. Лермонтов`, `Лермонтов М. Ю.`.
    public init(parsing text: String) {
        let cleaned = text.collapsedWhitespace
        if let comma = cleaned.firstIndex(of: ",") {
            let surname = String(cleaned[..<comma]).trimmingCharacters(in: .whitespaces)
            let rest = String(cleaned[cleaned.index(after: comma)...]).trimmingCharacters(in: .whitespaces)
            self = PersonName.fromGivenPart(surname: surname, rest)
            return
        }
        var words = cleaned.split(separator: " ").map(String.init)
        guard words.count > 1 else {
            self.init(surname: cleaned)
            return
        }
        if words.first.map(PersonName.isInitial) == true {
            // "М. Ю. Лермонтов": initials first, surname last.
            let surname = words.removeLast()
            self.init(surname: surname, initials: words.joined(separator: " "))
        } else if words.dropFirst().allSatisfy(PersonName.isInitial) {
            // "Лермонтов М. Ю.": surname first, then initials.
            let surname = words.removeFirst()
            self.init(surname: surname, initials: words.joined(separator: " "))
        } else if words.count == 3, !PersonName.isPatronymic(words[1]), PersonName.isPatronymic(words[2]) {
            // "Лермонтов Михаил Юрьевич": a Russian name ending in its patronymic starts with the surname.
            let surname = words.removeFirst()
            self.init(surname: surname, givenNames: words.joined(separator: " "))
        } else {
            // "Михаил Юрьевич Лермонтов" or "Mark Twain": given names first, surname last.
            let surname = words.removeLast()
            self.init(surname: surname, givenNames: words.joined(separator: " "))
        }
    }

    private static func fromGivenPart(surname: String, _ rest: String) -> PersonName {
        let words = rest.split(separator: " ").map(String.init)
        if !words.isEmpty, words.allSatisfy(isInitial) {
            return PersonName(surname: surname, initials: rest)
        }
        return PersonName(surname: surname, givenNames: rest)
    }

    /// Whether a word reads as a Russian patronymic: Юрьевич, Ильич, Петровна, Никитична. A
    /// surname can end alike (Абрамович), so callers ask about the word in the patronymic's place.
    static func isPatronymic(_ word: String) -> Bool {
        let lowered = word.lowercased()
        return ["ович", "евич", "ьич", "овна", "евна", "ична"].contains { lowered.hasSuffix($0) }
            && lowered.count >= 5 && word.first?.isUppercase == true
    }

    /// Whether a word is an initial such as `М.`, `Ю` or, for a hyphenated name, `Ж.-П.`.
    static func isInitial(_ word: String) -> Bool {
        word.split(separator: "-", omittingEmptySubsequences: false).allSatisfy { part in
            let letters = part.filter { $0 != "." }
            return !letters.isEmpty && letters.count <= 2 && part.hasSuffix(".") || (part.count == 1 && part.first!.isLetter)
        }
    }

    /// `М.Ю.` → `М. Ю.`; `Ж. - П.` → `Ж.-П.`; `МЮ` is left as typed apart from spacing.
    static func normalisedInitials(_ text: String) -> String {
        let trimmed = text.collapsedWhitespace
        if let plain = normalisedPlainInitials(trimmed) { return plain }
        guard trimmed.contains(".") else { return trimmed }
        let pieces = trimmed.split(separator: ".").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        // A piece after a hyphen (`-П`) belongs to the initial before it: no space between them.
        return pieces.map { "\($0)." }.joined(separator: " ")
            .replacingOccurrences(of: " - ", with: "-").replacingOccurrences(of: " -", with: "-")
    }

    /// `Михаил Юрьевич` → `М. Ю.`; hyphenated names keep both parts (`Жан-Поль` → `Ж.-П.`).
    static func initials(of givenNames: String) -> String {
        givenNames.split(separator: " ").map { word in
            word.split(separator: "-").compactMap { $0.first.map { "\($0.uppercased())." } }.joined(separator: "-")
        }.joined(separator: " ")
    }
}

extension String {
    /// The text trimmed, with runs of whitespace (including line breaks and tabs) made one space.
    public var collapsedWhitespace: String {
        if let plain = collapsedPlainWhitespace { return plain }
        return split(whereSeparator: { $0.isWhitespace || $0.isNewline }).joined(separator: " ")
    }

    /// ``collapsedWhitespace`` done on the UTF-8 bytes, for text whose only whitespace can be
    /// ASCII and that has no combining marks: ASCII and the characters of Windows-1251 (see
    /// ``CP1251/plainByteForScalar``). `nil` for other text. Text already collapsed is returned
    /// without copying.
    private var collapsedPlainWhitespace: String? {
        let answer = utf8.withContiguousStorageIfAvailable { utf8 -> String? in
            var needsWork = false
            var previousWasSpace = true
            let plain = CP1251.plainByteForScalar.withUnsafeBufferPointer { table in
                CP1251.forEachPlainByte(utf8, table: table) { byte in
                    if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
                        if previousWasSpace || byte != 0x20 { needsWork = true }
                        previousWasSpace = true
                    } else {
                        previousWasSpace = false
                    }
                }
            }
            guard plain else { return nil }
            if !needsWork && !previousWasSpace { return self }
            return String(unsafeUninitializedCapacity: utf8.count) { output in
                var count = 0
                var pendingSpace = false
                for byte in utf8 {
                    if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
                        pendingSpace = true
                        continue
                    }
                    if pendingSpace && count > 0 {
                        output[count] = 0x20
                        count &+= 1
                    }
                    pendingSpace = false
                    output[count] = byte
                    count &+= 1
                }
                return count
            }
        }
        return answer ?? nil
    }
}
