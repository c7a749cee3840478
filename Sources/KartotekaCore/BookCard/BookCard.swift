import Foundation

extension BookCard {
    /// A card describing a title, and a copy when an inventory number is given.
    public init(title: Title, inventoryNumber: InventoryNumber? = nil) {
        var fields: [BookCardKey: String] = [:]
        fields[.isbn] = title.isbn?.hyphenated
        fields[.authorSurname] = title.firstAuthor?.surname
        fields[.authorInitials] = title.firstAuthor?.initials
        fields[.title] = title.title
        fields[.publisher] = title.publisher
        fields[.city] = title.city
        fields[.year] = title.year.map(String.init)
        fields[.pages] = title.pages.map(String.init)
        fields[.price] = title.price?.shortText
        fields[.bbk] = title.bbk
        fields[.authorSign] = title.authorSign
        fields[.inventoryNumber] = inventoryNumber?.rawValue
        self.fields = fields.compactMapValues { value in
            let line = value.collapsedWhitespace
            return line.isEmpty ? nil : line
        }
        self.warnings = []
    }

    /// Reads card text.
    public init(parsing text: String) {
        var fields: [BookCardKey: String] = [:]
        var warnings: [BookCardWarning] = []
        var body = text
        if body.hasPrefix("\u{FEFF}") { body.removeFirst() }
        let lines = body.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
            .split(separator: "\n", omittingEmptySubsequences: false)
        for (index, rawLine) in lines.enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            let number = index + 1
            guard let colon = line.firstIndex(of: ":") else {
                warnings.append(.lineWithoutColon(line: number, text: line))
                continue
            }
            let keyText = String(line[..<colon]).trimmingCharacters(in: .whitespaces)
            let value = String(line[line.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
            guard let key = BookCardKey(line: keyText) else {
                warnings.append(.unknownKey(line: number, key: keyText, value: value))
                continue
            }
            if fields[key] != nil {
                warnings.append(.repeatedKey(line: number, key: key.rawValue))
            }
            fields[key] = value
        }
        self.init(fields: fields, warnings: warnings)
    }

    /// The card text: known keys in the standard order, empty fields left out.
    public func text(lineEnding: String = "\r\n") -> String {
        BookCardKey.allCases.compactMap { key in
            fields[key].map { "\(key.rawValue): \($0)" }
        }.joined(separator: lineEnding)
    }

    /// Whether the card has nothing a book form could use.
    public var isEmpty: Bool { fields.isEmpty }

    /// The inventory number written on the card, if any.
    public var inventoryNumber: String? { fields[.inventoryNumber] }

    /// The card's fields as a book form draft (not yet validated).
    public var titleDraft: TitleDraft {
        var draft = TitleDraft()
        draft.isbn = fields[.isbn] ?? ""
        draft.authorSurname = fields[.authorSurname] ?? ""
        draft.authorInitials = fields[.authorInitials] ?? ""
        draft.title = fields[.title] ?? ""
        draft.publisher = fields[.publisher] ?? ""
        draft.city = fields[.city] ?? ""
        draft.year = fields[.year] ?? ""
        draft.pages = fields[.pages] ?? ""
        draft.price = fields[.price] ?? ""
        draft.bbk = fields[.bbk] ?? ""
        draft.authorSign = fields[.authorSign] ?? ""
        return draft
    }
}
