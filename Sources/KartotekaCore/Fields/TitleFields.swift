/// The fields of a title (``TitleDraft``, ``Title``), in the order the New Book form shows them:
/// each one's name in the API and the forms, and the key of its wording.
public enum TitleField: String, FieldKey, CaseIterable {
    case isbn, authorSurname, authorInitials, authorGivenNames, otherAuthors, title, subtitle, collectiveAuthor, volume, volumeTitle
    case responsibility, edition, publisher, city, year, pages, price
    case series, seriesNumber, ageMark, bbk, udc, documentKind, fpuNumber, usableUntil, authorSign, irbisShelfCode, language, keywords,
        annotation

    public func wording(in texts: any FieldTexts) -> FieldWording { texts.wording(self) }
}

/// The table of a title's fields: everything the code knows of each field, in one place.
public enum TitleFields {
    /// Every field, in the form's order.
    public static let all: [FieldDescriptor<TitleDraft>] = TitleField.allCases.map(\.descriptor)
}

extension TitleDraft: DescribedDraft {
    public typealias Record = Title
    public typealias Field = TitleField
    public static var table: [FieldDescriptor<TitleDraft>] { TitleFields.all }
}

extension TitleField {
    /// The field's row of the table. IRBIS: irbis-format.md §2; RUSMARC and MARC 21: the importers.
    var descriptor: FieldDescriptor<TitleDraft> {
        let line = FieldLimits.titleLine
        switch self {
        case .isbn:
            return FieldDescriptor(self, \.isbn, columns: [.text("isbn")], irbis: .composed(10, "A"), rusmarc: .composed(10, "a"),
                                   marc21: .composed(20, "a"), option: CommandLineOption("isbn", "ISBN"),
                                   note: "ISBN-10 or ISBN-13, with or without hyphens; the check digit must be right.", control: .isbn)
        case .authorSurname:
            return FieldDescriptor(self, \.authorSurname, columns: [.text("author_surname")], limit: FieldLimits.line,
                                   irbis: .composed(700, "A"), rusmarc: .composed(700, "a"), marc21: .composed(100, "a"),
                                   option: CommandLineOption("surname", "TEXT"), display: .heading)
        case .authorInitials:
            return FieldDescriptor(self, \.authorInitials, columns: [.text("author_initials")], limit: FieldLimits.line,
                                   irbis: .composed(700, "B"), rusmarc: .composed(700, "b"), marc21: .composed(100, "a"),
                                   option: CommandLineOption("initials", "TEXT"), display: .heading)
        case .authorGivenNames:
            return FieldDescriptor(self, \.authorGivenNames, columns: [.text("author_given_names")], limit: FieldLimits.line,
                                   irbis: .composed(700, "G"), rusmarc: .composed(700, "g"), marc21: .composed(100, "a"),
                                   option: CommandLineOption("given-names", "TEXT"), display: .heading)
        case .otherAuthors:
            return FieldDescriptor(self, \.otherAuthors, columns: [.text("other_authors")], limit: line,
                                   irbis: .composed(701, "A"), rusmarc: .composed(701, "a"), marc21: .composed(700, "a"),
                                   option: CommandLineOption("other-authors", "TEXT"), api: .texts,
                                   note: "Other authors as `Surname I. O.`, or `Surname, Given Names` when the given names are known.", display: .heading)
        case .collectiveAuthor:
            return FieldDescriptor(self, \.collectiveAuthor, text: \Title.collectiveAuthor, columns: [.text("collective_author")], limit: line,
                                   irbis: .subfield(710, "A"), rusmarc: .subfield(710, "a"), marc21: .subfield(110, "a"),
                                   option: CommandLineOption("collective-author", "TEXT"),
                                   note: "A collective author (an organisation), as the title page names it.", search: .subjects)
        case .title:
            return FieldDescriptor(self, \.title, text: \Title.title, columns: [.text("title")], limit: line,
                                   irbis: .composed(200, "A"), rusmarc: .composed(200, "a"), marc21: .composed(245, "a"),
                                   option: CommandLineOption("title", "TEXT"), required: true, display: .heading, search: .title)
        case .subtitle:
            return FieldDescriptor(self, \.subtitle, text: \Title.subtitle, columns: [.text("subtitle")], limit: line,
                                   irbis: .composed(200, "E"), rusmarc: .composed(200, "e"), marc21: .composed(245, "b"),
                                   option: CommandLineOption("subtitle", "TEXT"), display: .heading, search: .subjects)
        case .volume:
            return FieldDescriptor(self, \.volume, text: \Title.volume, columns: [.text("volume")], limit: FieldLimits.line,
                                   irbis: .composed(200, "V"), rusmarc: .composed(200, "h"), option: CommandLineOption("volume", "TEXT"),
                                   note: "A part of a multi-volume work: its designation, as the book gives it.")
        case .volumeTitle:
            return FieldDescriptor(self, \.volumeTitle, text: \Title.volumeTitle, columns: [.text("volume_title")], limit: line,
                                   irbis: .composed(200, "I"), rusmarc: .composed(200, "i"), option: CommandLineOption("volume-title", "TEXT"),
                                   note: "A part of a multi-volume work: its own title.", search: .subjects)
        case .responsibility:
            return FieldDescriptor(self, \.responsibility, text: \Title.responsibility, columns: [.text("responsibility")], limit: line,
                                   irbis: .composed(200, "G"), rusmarc: .composed(200, "g"), option: CommandLineOption("responsibility", "TEXT"),
                                   note: "The statements of responsibility after the authors: translators, editors, illustrators.")
        case .edition:
            return FieldDescriptor(self, \.edition, text: \Title.edition, columns: [.text("edition")], limit: line,
                                   irbis: .subfield(205, "A"), rusmarc: .subfield(205, "a"), marc21: .subfield(250, "a"),
                                   option: CommandLineOption("edition", "TEXT"), note: "The edition statement, as the book gives it.")
        case .publisher:
            return FieldDescriptor(self, \.publisher, text: \Title.publisher, columns: [.text("publisher")], limit: line,
                                   irbis: .composed(210, "C"), rusmarc: .composed(210, "c"), marc21: .composed(264, "b"),
                                   option: CommandLineOption("publisher", "TEXT"), search: .other)
        case .city:
            return FieldDescriptor(self, \.city, text: \Title.city, columns: [.text("city")], limit: line,
                                   irbis: .composed(210, "A"), rusmarc: .composed(210, "a"), marc21: .composed(264, "a"),
                                   option: CommandLineOption("city", "TEXT"), note: "The city of publication in full.", search: .other)
        case .year:
            return FieldDescriptor(self, \.year, columns: [.integer("year")], irbis: .composed(210, "D"), rusmarc: .composed(210, "d"),
                                   marc21: .composed(264, "c"), option: CommandLineOption("year", "YYYY"), api: .integer(1000...2999),
                                   control: .number)
        case .pages:
            return FieldDescriptor(self, \.pages, columns: [.integer("pages")], irbis: .composed(215, "A"), rusmarc: .composed(215, "a"),
                                   marc21: .composed(300, "a"), option: CommandLineOption("pages", "N"), api: .integer(1...99_999),
                                   control: .number)
        case .price:
            return FieldDescriptor(self, \.price, columns: [.bigInteger("price_kopecks")], irbis: .composed(10, "D"),
                                   rusmarc: .composed(10, "d"), marc21: .composed(20, "c"), option: CommandLineOption("price", "SUM"),
                                   api: .amount, control: .amount)
        case .series:
            return FieldDescriptor(self, \.series, text: \Title.series, columns: [.text("series")], limit: line, irbis: .subfield(225, "A"),
                                   rusmarc: .subfield(225, "a"), marc21: .subfield(490, "a"), option: CommandLineOption("series", "TEXT"),
                                   note: "The series the book belongs to.", search: .subjects)
        case .seriesNumber:
            return FieldDescriptor(self, \.seriesNumber, text: \Title.seriesNumber, columns: [.text("series_number")], limit: FieldLimits.line,
                                   irbis: .subfield(225, "V"), rusmarc: .subfield(225, "v"), marc21: .subfield(490, "v"),
                                   option: CommandLineOption("series-number", "N"), note: "The book's number in its series.")
        case .ageMark:
            return FieldDescriptor(self, \.ageMark, text: \Title.ageMark, columns: [.text("age_mark")], limit: FieldLimits.line,
                                   irbis: .subfield(333, "A"), rusmarc: .subfield(333, "a"), marc21: .subfield(521, "a"),
                                   option: CommandLineOption("age-mark", "MARK"),
                                   note: "The age mark (436-ФЗ): `0+`, `6+`, `12+`, `16+`, `18+`, `не маркируется` or `не определено`.")
        case .bbk:
            return FieldDescriptor(self, \.bbk, text: \Title.bbk, columns: [.text("bbk")], limit: line, irbis: .plain(621),
                                   rusmarc: .composed(686, "a"), marc21: .composed(84, "a"), option: CommandLineOption("bbk", "INDEX"))
        case .udc:
            return FieldDescriptor(self, \.udc, text: \Title.udc, columns: [.text("udc")], limit: line, irbis: .plain(675),
                                   rusmarc: .plain(675), marc21: .subfield(80, "a"), option: CommandLineOption("udc", "INDEX"))
        case .documentKind:
            return FieldDescriptor(self, \.documentKind, columns: [.text("document_kind")], irbis: .composed(900, "C"),
                                   rusmarc: .composed(105, "a"), option: CommandLineOption("kind", "textbook|fiction|reference|periodical|other"),
                                   api: .choice(DocumentKind.allCases.map(\.rawValue)),
                                   note: "What kind of item it is, for the loan rules; by the BBK index when left out or empty.",
                                   control: .choice)
        case .fpuNumber:
            return FieldDescriptor(self, \.fpuNumber, text: \Title.fpuNumber, columns: [.text("fpu_number")], limit: FieldLimits.line,
                                   option: CommandLineOption("fpu-number", "N"),
                                   note: "A textbook's number in the Federal list of textbooks (ФПУ): digits separated by points, `1.1.1.1.1.1`.")
        case .usableUntil:
            return FieldDescriptor(self, \.usableUntil, text: \Title.usableUntil, columns: [.text("usable_until")], limit: FieldLimits.line,
                                   option: CommandLineOption("usable-until", "YYYY-MM-DD"),
                                   note: "The last day a textbook may be used by the Federal list, `YYYY-MM-DD`; empty: no end set.",
                                   control: .day)
        case .authorSign:
            return FieldDescriptor(self, \.authorSign, text: \Title.authorSign, columns: [.text("author_sign")], limit: line,
                                   irbis: .composed(908), rusmarc: .composed(686, "b"), marc21: .composed(84, "b"),
                                   option: CommandLineOption("author-sign", "SIGN"), note: "Computed from the surname when empty.")
        case .irbisShelfCode:
            return FieldDescriptor(self, \.irbisShelfCode, text: \Title.irbisShelfCode, columns: [.text("irbis_shelf_code")], limit: line,
                                   irbis: .composed(903), option: CommandLineOption("irbis-shelf-code", "CODE"),
                                   note: "The IRBIS shelf code (903) the record came with; made from the settings' pattern on export when empty.")
        case .language:
            return FieldDescriptor(self, \.language, columns: [.text("language")], irbis: .composed(101), rusmarc: .composed(101, "a"),
                                   marc21: .composed(41, "a"), option: CommandLineOption("language", "CODE"),
                                   note: "A three-letter code: `rus`, `eng`.")
        case .keywords:
            return FieldDescriptor(self, \.keywords, columns: [.text("keywords")], limit: line, irbis: .composed(610),
                                   rusmarc: .composed(610, "a"), marc21: .composed(650, "a"), option: CommandLineOption("keywords", "TEXT"),
                                   api: .texts)
        case .annotation:
            return FieldDescriptor(self, \.annotation, text: \Title.annotation, columns: [.text("annotation")], limit: FieldLimits.annotation,
                                   irbis: .composed(331), rusmarc: .composed(330, "a"), marc21: .composed(520, "a"),
                                   option: CommandLineOption("annotation", "TEXT"), control: .paragraph, display: .paragraph, search: .other)
        }
    }
}
