import Foundation

extension TitleDraft {
    /// A draft showing a stored title, for editing.
    public init(_ title: Title) {
        self.init()
        showText(of: title)
        isbn = title.isbn?.hyphenated ?? ""
        authorSurname = title.firstAuthor?.surname ?? ""
        authorInitials = title.firstAuthor?.initials ?? ""
        authorGivenNames = title.firstAuthor?.givenNames ?? ""
        otherAuthors = PersonName.listForms(title.otherAuthors, within: FieldLimits.titleLine).joined(separator: "; ")
        year = title.year.map(String.init) ?? ""
        pages = title.pages.map(String.init) ?? ""
        price = title.price?.shortText ?? ""
        language = title.language
        keywords = TitleDraft.keywordText(title.keywords)
        documentKind = title.documentKind.rawValue
    }

    /// The longest text accepted in a one-line field (``FieldLimits/titleLine``).
    public static let maximumFieldLength = FieldLimits.titleLine
    /// The longest annotation accepted (``FieldLimits/annotation``).
    public static let maximumAnnotationLength = FieldLimits.annotation

    /// Checks every field and returns the title, or throws all problems at once.
    public func validated() throws(ValidationError) -> Title {
        var problems = ProblemCollector()
        let isbnText = isbn.trimmingCharacters(in: .whitespacesAndNewlines)
        let parsedISBN = isbnText.isEmpty ? nil : problems.parse("isbn") { try ISBN(parsing: isbnText) }

        let clean = TitleDraft.clean
        let heading = clean(title)
        if heading.isEmpty {
            problems.add("title", Bilingual { $0.titleMissing })
        }
        let surname = clean(authorSurname)
        let initials = clean(authorInitials)
        let givenNames = clean(authorGivenNames)
        if surname.isEmpty && !(initials.isEmpty && givenNames.isEmpty) {
            problems.add("authorSurname", Bilingual { $0.authorSurnameMissing })
        }
        let parsedYear = TitleDraft.number(year, field: "year", range: 1000...2999, into: &problems, Bilingual { $0.yearRule })
        let parsedPages = TitleDraft.number(pages, field: "pages", range: 1...99_999, into: &problems, Bilingual { $0.pagesRule })
        let priceText = price.trimmingCharacters(in: .whitespacesAndNewlines)
        let parsedPrice = priceText.isEmpty ? nil : problems.parse("price") { try Money(parsing: priceText) }

        problems.addTooLong(fieldsOverLimit())
        let languageCode = clean(language).lowercased()
        if !languageCode.isEmpty && !(languageCode.count == 3 && languageCode.allSatisfy { $0.isASCII && $0.isLetter }) {
            problems.add("language", Bilingual { $0.languageRule })
        }
        let markText = TitleDraft.clean(ageMark)
        let parsedMark = markText.isEmpty ? nil : AgeMark(parsing: markText)
        if !markText.isEmpty && parsedMark == nil { problems.add("ageMark", Bilingual { $0.ageMarkRule }) }
        let fpuText = TitleDraft.clean(fpuNumber)
        if !fpuText.isEmpty && !TitleDraft.isFederalListNumber(fpuText) { problems.add("fpuNumber", Bilingual { $0.fpuNumberRule }) }
        let untilText = TitleDraft.clean(usableUntil)
        let parsedUntil = untilText.isEmpty ? nil : problems.parse("usableUntil") { try Day(parsing: untilText, field: "usableUntil") }
        let kindText = documentKind.trimmingCharacters(in: .whitespaces)
        let parsedKind = kindText.isEmpty ? nil : problems.parse(DocumentKind.field) { try DocumentKind(parsing: kindText) }
        try problems.throwIfAny()

        var record = Title(
            isbn: parsedISBN,
            firstAuthor: surname.isEmpty ? nil : PersonName(surname: surname, initials: initials, givenNames: givenNames),
            otherAuthors: TitleDraft.list(otherAuthors, separators: ";\n").map(PersonName.init(parsing:)),
            title: heading, year: parsedYear, pages: parsedPages, price: parsedPrice, language: languageCode,
            keywords: TitleDraft.keywordList(keywords), documentKind: parsedKind)
        writeText(into: &record)
        record.city = PublicationPlace.inFull(record.city)
        record.ageMark = parsedMark?.rawValue ?? ""
        record.usableUntil = parsedUntil?.isoText ?? ""
        if parsedKind == nil { record.documentKind = .inferred(bbk: record.bbk) }
        return record
    }

    /// Trims, removes control characters and makes every run of whitespace one space.
    public static func clean(_ text: String) -> String {
        guard TextScan.hasControlCharacters(text, besidesLineSpacing: true) else { return text.collapsedWhitespace }
        return String(String.UnicodeScalarView(text.unicodeScalars.map {
            $0.properties.generalCategory == .control ? " " : $0
        })).collapsedWhitespace
    }

    /// Whether the text is a number of the Federal list of textbooks: digits in groups separated by points.
    static func isFederalListNumber(_ text: String) -> Bool {
        let groups = text.split(separator: ".", omittingEmptySubsequences: false)
        return groups.allSatisfy { !$0.isEmpty && $0.count <= 4 && $0.allSatisfy { $0.isASCII && $0.isNumber } }
    }

    /// Keywords as one line: joined by `, `, or by `; ` when one of them has a comma in it.
    public static func keywordText(_ keywords: [String]) -> String {
        keywords.joined(separator: keywords.contains { $0.contains(",") } ? "; " : ", ")
    }

    /// The keywords a line holds: separated by semicolons when it has any (a keyword may then
    /// have a comma in it), else by commas; line breaks separate too.
    public static func keywordList(_ text: String) -> [String] {
        list(text, separators: text.contains(";") ? ";\n" : ",\n")
    }

    static func list(_ text: String, separators: String) -> [String] {
        text.split(whereSeparator: { separators.contains($0) }).map { clean(String($0)) }.filter { !$0.isEmpty }
    }

    static func number(
        _ text: String, field: String, range: ClosedRange<Int>, into problems: inout ProblemCollector, _ message: Bilingual
    ) -> Int? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return nil }
        guard let value = Int(trimmed), range.contains(value) else {
            problems.add(field, message)
            return nil
        }
        return value
    }
}
