/// Reads MARC 21 bibliographic records (as the Library of Congress and most catalogues give
/// them over Z39.50) into Kartoteka titles:
///
/// 020 `$a` ISBN (the first that reads as one) `$c` price; 100 `$a` the first author
/// (`Surname, Given names,`); 700 `$a` other authors; 245 `$a` title proper with `$n` `$p`
/// (number and name of a part) `$b` other title information; 264 or 260 `$a` city `$b`
/// publisher `$c` year (else the year in 008); 300 `$a` extent (its first number is the pages);
/// 084 `$a` BBK when `$2` names a BBK scheme (`rubbk`), its `$b` the author sign; the plain text
/// fields at their places in ``TitleFields`` (080 `$a` UDC…);
/// 041 `$a` language (else 008/35–37); 520 `$a` annotation; 650 and 653 `$a` keywords.
/// The punctuation MARC 21 ends its subfields with (ISBD's ` /`, ` :`, `,`, a final `.`) is
/// taken off. A record with a value longer than the form takes is not imported.
public enum MARC21Importer {
    /// One record; `number` locates the diagnostics.
    public static func title(from record: IRBISRecord, number: Int = 1) -> (IRBISImportedTitle?, [IRBISDiagnostic]) {
        var problems = IRBISImportValues.Problems(number: number)
        let heading = record.field(245)
        let proper = ([heading?.subfield("a")] + (heading?.subfields("n") ?? []).map(Optional.some)
                      + (heading?.subfields("p") ?? []).map(Optional.some))
            .compactMap { $0.map(trimmed) }.filter { !$0.isEmpty }.joined(separator: ". ")
        guard !proper.isEmpty else {
            problems.add(245, "a", .missingTitle)
            return (nil, problems.diagnostics)
        }
        let isbnField = record.fields(20).first { field in field.subfield("a").flatMap(isbnText).map { (try? ISBN(parsing: $0)) != nil } ?? false }
            ?? record.field(20)
        let imprint = record.fields(264).first { $0.subfield("c") != nil || $0.subfield("b") != nil } ?? record.field(260)
        var year = problems.value(imprint?.subfield("c"), tag: imprint?.tag ?? 260, code: "c", IRBISImportValues.year)
        let coded = record.value(8) ?? ""
        if year == nil, coded.count >= 11 { year = IRBISImportValues.year(String(coded.dropFirst(7).prefix(4))) }
        let classification = record.fields(84).first { ($0.subfield("2") ?? "").lowercased().contains("bbk") }
        let language = IRBISImportValues.language(record.subfield(41, "a"))
        var title = Title(
            isbn: problems.isbn(isbnField?.subfield("a").flatMap(isbnText), tag: 20, code: "a"),
            firstAuthor: record.field(100).flatMap(person),
            otherAuthors: record.fields(700).compactMap(person),
            title: proper,
            subtitle: trimmed(heading?.subfield("b") ?? ""),
            publisher: trimmed(imprint?.subfield("b") ?? ""),
            city: PublicationPlace.inFull(trimmed(imprint?.subfield("a") ?? "").trimmingCharacters(in: ["[", "]"])),
            year: year,
            pages: problems.value(record.subfield(300, "a"), tag: 300, code: "a", IRBISImportValues.pages),
            price: problems.value(isbnField?.subfield("c"), tag: 20, code: "c") { try? Money(parsing: $0) },
            bbk: trimmed(classification?.subfield("a") ?? ""),
            authorSign: trimmed(classification?.subfield("b") ?? ""),
            language: language.isEmpty && coded.count >= 38 ? IRBISImportValues.language(String(coded.dropFirst(35).prefix(3))) : language,
            annotation: record.fields(520).flatMap { $0.subfields("a") }.map(\.collapsedWhitespace).joined(separator: " "),
            keywords: (record.fields(650) + record.fields(653)).flatMap { $0.subfields("a") }.map(trimmed).filter { !$0.isEmpty })
        IRBISTitleText.marc21.read(record, into: &title, clean: trimmed)
        guard problems.withinLimits(title, copies: [], tags: limitedTags) else { return (nil, problems.diagnostics) }
        return (IRBISImportedTitle(title: title, kindStated: false), problems.diagnostics)
    }

    /// The tag each limited field is read from.
    static let limitedTags = IRBISImportValues.tags(TitleFields.all, \.marc21)

    /// A personal name heading, `Лермонтов, Михаил Юрьевич,`, as a name.
    private static func person(_ field: IRBISField) -> PersonName? {
        let text = trimmed(field.subfield("a") ?? "")
        guard !text.isEmpty else { return nil }
        return PersonName(parsing: text)
    }

    /// The ISBN in `$a`, without what older records add after it: `0451526538 (pbk.)` → `0451526538`.
    private static func isbnText(_ text: String) -> String? {
        text.split(whereSeparator: { $0 == " " || $0 == "(" }).first.map(String.init)
    }

    /// A subfield without the punctuation that ends it in MARC 21: ` /`, ` :`, ` ;`, ` =`, `,`,
    /// and a final `.` (kept after a one- or two-letter word, as in `М.` or `Jr.`).
    static func trimmed(_ text: String) -> String {
        var result = text.collapsedWhitespace
        while let last = result.last, "/:;=,".contains(last) {
            result = String(result.dropLast()).trimmingCharacters(in: .whitespaces)
        }
        if result.hasSuffix("."), let word = result.dropLast().split(separator: " ").last, word.count > 2,
           !word.contains(".") {
            result = String(result.dropLast())
        }
        return result
    }
}
