/// Reads RUSMARC bibliographic records (as libraries exchange them in ISO 2709) into Kartoteka
/// titles. RUSMARC is not IRBIS-native, so the tags differ from the IRBIS catalogue's:
///
/// 010 `^a` ISBN `^d` price; 200 `^a` title proper `^e` other title information; 700 / 701
/// `^a` surname `^b` initials `^g` given names; 210 `^a` city (abbreviations expanded) `^c`
/// publisher `^d` year (else the year in 100^a); 215 `^a` extent (its first number is the pages);
/// 686 `^a` BBK when `^2` names a BBK scheme (`rubbk`), its `^b` the author sign (else 908);
/// 101 `^a` language; the plain text fields at their places in ``TitleFields`` (675 `^a` UDC…);
/// 330 `^a` annotation; 610 `^a` keywords. A volume of a set (461 `^a`) is titled
/// `Set. Volume`: `Задачи и этюды. Вып. 13.` A record with a value longer than the form takes
/// (``FieldLimits``) is not imported.
public enum RUSMARCImporter {
    /// Every record, numbered by position (from 1).
    public static func titles(from records: [IRBISRecord]) -> (titles: [IRBISImportedTitle], diagnostics: [IRBISDiagnostic]) {
        let mapped = IRBISImportValues.mapAll(records) { title(from: $0, number: $1) }
        return (mapped.items, mapped.diagnostics)
    }

    /// One record; `number` locates the diagnostics.
    public static func title(from record: IRBISRecord, number: Int = 1) -> (IRBISImportedTitle?, [IRBISDiagnostic]) {
        var problems = IRBISImportValues.Problems(number: number)
        let heading = record.field(200)
        var proper = (heading?.subfield("a") ?? "").collapsedWhitespace
        guard !proper.isEmpty else {
            problems.add(200, "a", .missingTitle)
            return (nil, problems.diagnostics)
        }
        if let set = record.field(461)?.subfield("a")?.collapsedWhitespace, !set.isEmpty, set != proper {
            proper = "\(set). \(proper)"
        }
        let isbnField = record.fields(10).first { $0.subfield("a") != nil } ?? record.field(10)
        let imprint = record.field(210)
        let classification = bbkField(of: record)
        var year = problems.value(imprint?.subfield("d"), tag: 210, code: "d", IRBISImportValues.year)
        if year == nil, let coded = record.subfield(100, "a"), coded.count >= 13 {
            year = IRBISImportValues.year(String(coded.dropFirst(9).prefix(4)))
        }
        var title = Title(
            isbn: problems.isbn(isbnField?.subfield("a"), tag: 10, code: "a"),
            firstAuthor: record.field(700).flatMap(IRBISImportValues.person),
            otherAuthors: record.fields(701).compactMap(IRBISImportValues.person),
            title: proper,
            subtitle: (heading?.subfields("e") ?? []).map(\.collapsedWhitespace).joined(separator: " : "),
            publisher: (imprint?.subfield("c") ?? "").collapsedWhitespace,
            city: PublicationPlace.inFull(imprint?.subfield("a") ?? ""),
            year: year,
            pages: problems.value(record.subfield(215, "a"), tag: 215, code: "a", IRBISImportValues.pages),
            price: problems.value(isbnField?.subfield("d"), tag: 10, code: "d") { try? Money(parsing: $0) },
            bbk: (classification?.subfield("a") ?? "").collapsedWhitespace,
            authorSign: authorSign(classification, record),
            language: IRBISImportValues.language(record.subfield(101, "a")),
            annotation: record.fields(330).flatMap { $0.subfields("a") }.map(\.collapsedWhitespace).joined(separator: " "),
            keywords: record.fields(610).flatMap { $0.subfields("a") }.map(\.collapsedWhitespace).filter { !$0.isEmpty },
            documentKind: DocumentKind.fromRUSMARC(record))
        IRBISTitleText.rusmarc.read(record, into: &title)
        title.ageMark = AgeMark.imported(title.ageMark, notes: record.fields(300).flatMap { $0.subfields("a") })
        title.readPart(of: heading, responsibility: "g", volume: "h", volumeTitle: "i")
        guard problems.withinLimits(title, copies: [], tags: limitedTags) else { return (nil, problems.diagnostics) }
        return (IRBISImportedTitle(title: title, kindStated: DocumentKind.fromRUSMARC(record) != nil), problems.diagnostics)
    }

    /// The tag each limited field is read from, to locate a value over its limit (a title over
    /// its limit may come from 461 too).
    static let limitedTags = IRBISImportValues.tags(TitleFields.all, \.rusmarc)

    /// The author sign: the BBK field's `^b`, else 908.
    private static func authorSign(_ classification: IRBISField?, _ record: IRBISRecord) -> String {
        let sign = (classification?.subfield("b") ?? "").collapsedWhitespace
        return sign.isEmpty ? IRBISCatalogueImporter.plain(record.field(908)) : sign
    }

    /// The first 686 whose scheme (^2) is a BBK one, or that names no scheme.
    private static func bbkField(of record: IRBISRecord) -> IRBISField? {
        record.fields(686).first { field in
            guard let scheme = field.subfield("2")?.lowercased() else { return true }
            return scheme.contains("bbk")
        }
    }
}
