/// Reading the values of imported fields: what IRBIS and RUSMARC records write is looser than
/// what Kartoteka's forms accept, so these helpers find the number in `cop. 2017`, the pages in
/// `80 с.` (the city in full is ``PublicationPlace``'s).
enum IRBISImportValues {
    /// The first run of four digits that is a plausible year: `cop. 2017` → 2017.
    static func year(_ text: String) -> Int? {
        guard let run = digitRuns(text).first(where: { $0.count == 4 }), let year = Int(run) else { return nil }
        return (1000...2999).contains(year) ? year : nil
    }

    /// The first number outside square brackets (unnumbered pages): `80 с.` → 80,
    /// `XII, 340 с.` → 340, `[1],15 с.` → 15.
    static func pages(_ text: String) -> Int? {
        var depth = 0
        let outside = text.filter { character in
            if character == "[" { depth += 1 }
            let keep = depth == 0
            if character == "]" { depth = max(depth - 1, 0) }
            return keep
        }
        guard let run = digitRuns(outside).first, let pages = Int(run) else { return nil }
        return (1...99_999).contains(pages) ? pages : nil
    }

    private static func digitRuns(_ text: String) -> [Substring] {
        text.split(whereSeparator: { !$0.isASCIIDigit })
    }

    /// The first author-like field of a tag as a name: `^A` surname, `^B` initials, `^G` given names.
    static func person(_ field: IRBISField) -> PersonName? {
        let surname = (field.subfield("A") ?? "").collapsedWhitespace
        guard !surname.isEmpty else { return nil }
        return PersonName(surname: surname, initials: field.subfield("B") ?? "", givenNames: field.subfield("G") ?? "")
    }

    /// A language code when it is three letters: `rus`.
    static func language(_ text: String?) -> String {
        let code = (text ?? "").collapsedWhitespace.lowercased()
        return code.count == 3 && code.allSatisfy({ $0.isASCII && $0.isLetter }) ? code : ""
    }

    /// Collects problems of one record, located by tag and subfield.
    struct Problems {
        let number: Int
        var diagnostics: [IRBISDiagnostic] = []

        mutating func add(_ tag: Int?, _ code: Character? = nil, _ problem: IRBISProblem) {
            diagnostics.append(IRBISDiagnostic(record: number, tag: tag, code: code, problem))
        }

        /// The ISBN, or `nil` with a warning when the text does not parse.
        mutating func isbn(_ text: String?, tag: Int, code: Character) -> ISBN? {
            let trimmed = (text ?? "").collapsedWhitespace
            guard !trimmed.isEmpty else { return nil }
            do {
                return try ISBN(parsing: trimmed)
            } catch {
                add(tag, code, .badISBN(trimmed, reason: error.message))
                return nil
            }
        }

        /// A value read by `parse`, or `nil` with a warning when it cannot be read.
        mutating func value<T>(_ text: String?, tag: Int, code: Character?, _ parse: (String) -> T?) -> T? {
            let trimmed = (text ?? "").collapsedWhitespace
            guard !trimmed.isEmpty else { return nil }
            guard let value = parse(trimmed) else {
                add(tag, code, .unreadableValue(trimmed))
                return nil
            }
            return value
        }

        /// Reports every value over its ``FieldLimits`` limit at the tag it came from, and returns
        /// whether there was none: a record with one is not imported, as a form would refuse it.
        mutating func withinLimits(_ overLimit: [(field: String, limit: Int)], tags: [String: Int]) -> Bool {
            for (field, limit) in overLimit {
                add(tags[field], nil, .valueTooLong(field: field, limit: limit))
            }
            return overLimit.isEmpty
        }

        /// Reports every value of a title or its copies over its ``FieldLimits`` limit; returns
        /// whether there was none.
        mutating func withinLimits(_ title: Title, copies: [Copy], tags: [String: Int]) -> Bool {
            if title.fitsFieldLimitsByBytes && copies.allSatisfy(\.fitsFieldLimitsByBytes) { return true }
            return withinLimits(TitleDraft(title).fieldsOverLimit() + copies.flatMap { CopyDraft($0).fieldsOverLimit() }, tags: tags)
        }

        /// Checks the worksheet (920).
        mutating func worksheet(of record: IRBISRecord, expected: String) {
            guard let found = record.value(920)?.collapsedWhitespace, !found.isEmpty else {
                add(920, nil, .missingWorksheet(expected: expected))
                return
            }
            if found.uppercased() != expected { add(920, nil, .unexpectedWorksheet(found, expected: expected)) }
        }
    }

    /// The tag each limited field of `table` is read from at `place`, by the field's name: what a
    /// report of a value over its limit names.
    static func tags<Draft>(_ table: [FieldDescriptor<Draft>], _ place: KeyPath<FieldDescriptor<Draft>, RecordPlace?>) -> [String: Int] {
        Dictionary(table.compactMap { field in field.limit == nil ? nil : field[keyPath: place].map { (field.name, $0.tag) } },
                   uniquingKeysWith: { first, _ in first })
    }

    /// Maps every record with `mapping`, numbering them by position (from 1), and gathers what
    /// was mapped and every diagnostic.
    static func mapAll<Item>(_ records: [IRBISRecord], _ mapping: (IRBISRecord, Int) -> (Item?, [IRBISDiagnostic]))
        -> (items: [Item], diagnostics: [IRBISDiagnostic]) {
        var items: [Item] = []
        var diagnostics: [IRBISDiagnostic] = []
        for (index, record) in records.enumerated() {
            let (item, found) = mapping(record, index + 1)
            if let item { items.append(item) }
            diagnostics += found
        }
        return (items, diagnostics)
    }
}
