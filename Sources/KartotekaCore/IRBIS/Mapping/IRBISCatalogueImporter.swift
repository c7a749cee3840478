/// Reads IRBIS catalogue records (worksheet PAZK) into Kartoteka titles with their copies,
/// reporting per record what could not be taken over: a missing or unexpected 920, a missing or
/// repeated 903, a repeated 910^B, a bad ISBN (the title is kept without it), unreadable years,
/// pages, prices and dates. A volume without a title of its own is titled by its set (461^C). A
/// record without a title proper (200^A, nor 461^C), or with a value longer than the form takes
/// (``FieldLimits``), is not imported.
public enum IRBISCatalogueImporter {
    /// Every record of a file, numbered by position (from 1).
    public static func titles(from records: [IRBISRecord]) -> (titles: [IRBISImportedTitle], diagnostics: [IRBISDiagnostic]) {
        let mapped = IRBISImportValues.mapAll(records) { title(from: $0, number: $1) }
        return (mapped.items, mapped.diagnostics)
    }

    /// One record; `number` locates the diagnostics.
    public static func title(from record: IRBISRecord, number: Int = 1) -> (IRBISImportedTitle?, [IRBISDiagnostic]) {
        var problems = IRBISImportValues.Problems(number: number)
        problems.worksheet(of: record, expected: "PAZK")
        let heading = record.field(200)
        var proper = (heading?.subfield("A") ?? "").collapsedWhitespace
        // A volume catalogued without a title of its own (200 ^V alone) takes its set's (461 ^C).
        if proper.isEmpty, let set = record.field(461)?.subfield("C")?.collapsedWhitespace { proper = set }
        guard !proper.isEmpty else {
            problems.add(200, "A", .missingTitle)
            return (nil, problems.diagnostics)
        }
        let isbnField = record.fields(10).first { $0.subfield("A") != nil } ?? record.field(10)
        let imprint = record.field(210)
        let kind = DocumentKind.fromIRBIS(record)
        var title = Title(
            isbn: problems.isbn(isbnField?.subfield("A"), tag: 10, code: "A"),
            firstAuthor: record.field(700).flatMap(IRBISImportValues.person),
            otherAuthors: record.fields(701).compactMap(IRBISImportValues.person),
            title: proper,
            subtitle: (heading?.subfields("E") ?? []).map(\.collapsedWhitespace).joined(separator: " : "),
            publisher: (imprint?.subfield("C") ?? "").collapsedWhitespace,
            city: PublicationPlace.inFull(imprint?.subfield("A") ?? ""),
            year: problems.value(imprint?.subfield("D"), tag: 210, code: "D", IRBISImportValues.year),
            pages: problems.value(record.subfield(215, "A"), tag: 215, code: "A", IRBISImportValues.pages),
            price: problems.value(isbnField?.subfield("D"), tag: 10, code: "D") { try? Money(parsing: $0) },
            authorSign: plain(record.field(908)),
            language: IRBISImportValues.language(record.value(101)),
            annotation: record.fields(331).map(plain).filter { !$0.isEmpty }.joined(separator: " "),
            keywords: record.fields(610).map(plain).filter { !$0.isEmpty }, documentKind: kind)
        IRBISTitleText.irbis.read(record, into: &title)
        title.ageMark = AgeMark.imported(title.ageMark, notes: record.fields(300).flatMap { $0.subfields("A") } + record.fields(300).map(plain))
        title.readPart(of: heading, responsibility: "G", volume: "V", volumeTitle: "I")
        if kind == nil { title.documentKind = .inferred(bbk: title.bbk) }
        let shelfCodes = record.fields(903).map(plain).filter { !$0.isEmpty }
        if shelfCodes.isEmpty { problems.add(903, nil, .missingShelfCode) }
        if shelfCodes.count > 1 { problems.add(903, nil, .repeatedShelfCode) }
        title.irbisShelfCode = String((shelfCodes.first ?? "").prefix(FieldLimits.line))
        // Export writes the edition's price for a copy without one of its own; read it back the same way.
        let (found, accounts) = copies(of: record, into: &problems)
        let copies = found.map { copy in
            var own = copy
            if own.price == title.price { own.price = nil }
            return own
        }
        guard problems.withinLimits(title, copies: copies, tags: limitedTags) else { return (nil, problems.diagnostics) }
        return (IRBISImportedTitle(title: title, copies: copies, accounts: accounts, kindStated: kind != nil), problems.diagnostics)
    }

    /// The tag each limited field is read from, to locate a value over its limit.
    static let limitedTags = IRBISImportValues.tags(TitleFields.all, \.irbis).merging(IRBISImportValues.tags(CopyFields.all, \.irbis)) { $1 }

    /// The copies of the 910 fields and what they say of their accounts; a repeated inventory
    /// number keeps only the first copy.
    private static func copies(of record: IRBISRecord, into problems: inout IRBISImportValues.Problems)
        -> ([Copy], [InventoryNumber: ImportedCopyAccounts]) {
        var copies: [Copy] = []
        var accounts: [InventoryNumber: ImportedCopyAccounts] = [:]
        for field in record.fields(910) {
            let (copy, copyAccounts, found) = IRBISCopyField.copy(from: field)
            for item in found { problems.add(910, item.code, item.problem) }
            guard let copy else { continue }
            if copies.contains(where: { $0.inventoryNumber == copy.inventoryNumber }) {
                problems.add(910, "B", .repeatedInventoryNumber(copy.inventoryNumber.rawValue))
                continue
            }
            copies.append(copy)
            if !copyAccounts.isEmpty { accounts[copy.inventoryNumber] = copyAccounts }
        }
        return (copies, accounts)
    }

    /// A field's plain value, or its `^A` when it has only subfields; cleaned.
    static func plain(_ field: IRBISField?) -> String {
        guard let field else { return "" }
        let value = field.value.collapsedWhitespace
        return value.isEmpty ? (field.subfield("A") ?? "").collapsedWhitespace : value
    }
}
