extension IRBISCatalogueExporter {
    /// One title's record. Copies in `onLoan` (or with the status on loan) get 910^A `1`.
    /// Diagnostics carry `number` as their record number.
    public func record(
        for title: TitleRecord, copies: [CopyRecord], onLoan: Set<InventoryNumber> = [], number: Int = 1
    ) -> (record: IRBISRecord, diagnostics: [IRBISDiagnostic]) {
        let book = title.title
        var diagnostics: [IRBISDiagnostic] = []
        var record = IRBISRecord()
        record.append(tag: 920, value: "PAZK")
        record.append(tag: 900, ["T": "a", "B": "05", "C": book.documentKind.irbisCharacterCode])
        record.append(tag: 101, value: book.language.isEmpty ? settings.defaultLanguage : book.language)
        record.append(tag: 102, value: settings.country)
        record.append(tag: 10, ["A": book.isbn?.hyphenated ?? "", "D": book.price?.decimalText ?? ""])
        if let first = book.firstAuthor { record.append(IRBISCatalogueExporter.authorField(700, first)) }
        for other in book.otherAuthors { record.append(IRBISCatalogueExporter.authorField(701, other)) }
        let responsibility = book.authors.map(\.initialsFirst).joined(separator: ", ")
        record.append(tag: 200, ["A": book.title, "E": book.subtitle, "F": responsibility, "G": book.responsibility,
                                 "V": book.volume, "I": book.volumeTitle])
        record.append(tag: 210, ["A": book.city, "C": book.publisher, "D": book.year.map(String.init) ?? ""])
        record.append(tag: 215, ["A": book.pages.map(String.init) ?? ""])
        for field in IRBISTitleText.irbis.fields(of: book) { record.append(field) }
        let sign = IRBISShelfCode.authorSign(of: book, style: settings.authorSignStyle)
        record.append(tag: 908, value: sign)
        let shelfCode = IRBISShelfCode.make(pattern: settings.shelfCodePattern, title: title, copies: copies, sign: sign)
        diagnostics += shelfCode.problems.map { IRBISDiagnostic(record: number, tag: 903, $0) }
        record.append(tag: 903, value: shelfCode.code)
        for copy in copies.sorted(by: { $0.inventoryNumber < $1.inventoryNumber }) {
            let lent = onLoan.contains(copy.inventoryNumber)
            let field = IRBISCopyField.field(for: copy.copy, placement: copy.placement, onLoan: lent, editionPrice: book.price,
                                             checkedOn: copy.checkedOn, writeOff: copy.writeOff, settings: settings)
            if let place = field.subfield("D"), !settings.knownStoragePlaces.isEmpty, !settings.knownStoragePlaces.contains(place) {
                diagnostics.append(IRBISDiagnostic(record: number, tag: 910, code: "D", .unknownStoragePlace(place)))
            }
            record.append(field)
        }
        record.append(tag: 907, ["C": "ПК", "A": settings.catalogingDate.compactText, "B": settings.operatorName])
        for part in IRBISAnnotation.parts(of: book.annotation) { record.append(tag: 331, value: part) }
        for keyword in book.keywords { record.append(tag: 610, value: keyword) }
        record.pruneEmpty()
        return (record, diagnostics)
    }

    /// A whole export file of titles with their copies, in the settings' format and encoding:
    /// mapping and writing diagnostics together, by the title's position in `titles`.
    public func export(
        _ titles: [(title: TitleRecord, copies: [CopyRecord])], onLoan: Set<InventoryNumber> = [],
        format: IRBISFileFormat = .text
    ) -> IRBISWriteResult {
        var records: [IRBISRecord] = []
        var diagnostics: [IRBISDiagnostic] = []
        for (index, item) in titles.enumerated() {
            let mapped = record(for: item.title, copies: item.copies, onLoan: onLoan, number: index + 1)
            records.append(mapped.record)
            diagnostics += mapped.diagnostics
        }
        var result = format.write(records, settings: settings)
        result.diagnostics = diagnostics + result.diagnostics
        return result
    }

    /// An author field (700 or 701): `^A` surname, `^B` initials, `^G` full given names.
    static func authorField(_ tag: Int, _ name: PersonName) -> IRBISField {
        IRBISField(tag: tag, ["A": name.surname, "B": name.initials, "G": name.givenNames])
    }
}
