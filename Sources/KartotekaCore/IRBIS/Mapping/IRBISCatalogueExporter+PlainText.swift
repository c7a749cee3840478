extension IRBISCatalogueExporter {
    /// The record of ``record(for:copies:onLoan:number:)``, written straight into the bytes of a
    /// file in `format` (Windows-1251; the settings' line ends for text) when every value is
    /// plain and clean (see ``IRBISPlainRecordWriter``): the whole-catalogue export's fast path.
    /// Returns the mapping's diagnostics; writing such a record has none to add.
    ///
    /// Returns `nil` and leaves `bytes` as they were when the settings ask for UTF-8, some value
    /// needs cleaning or replacing, or an ISO 2709 record would be too long: then the record goes
    /// through ``record(for:copies:onLoan:number:)`` and ``IRBISFileFormat/write(_:settings:)``,
    /// which write exactly these bytes for plain records.
    public func appendPlainText(for title: TitleRecord, copies: [CopyRecord], number: Int,
                                format: IRBISFileFormat = .text, to bytes: inout [UInt8]) -> [IRBISDiagnostic]? {
        guard settings.encoding == .windows1251 else { return nil }
        let book = title.title
        var diagnostics: [IRBISDiagnostic] = []
        let sign = IRBISShelfCode.authorSign(of: book, style: settings.authorSignStyle)
        let shelfCode = IRBISShelfCode.make(pattern: settings.shelfCodePattern, title: title, copies: copies, sign: sign)
        diagnostics += shelfCode.problems.map { IRBISDiagnostic(record: number, tag: 903, $0) }
        let sorted = copies.sorted(by: { $0.inventoryNumber < $1.inventoryNumber })
        let places = sorted.map { copy in
            let place = copy.copy.storagePlace.collapsedWhitespace
            return place.isEmpty ? settings.storagePlace : place
        }
        if !settings.knownStoragePlaces.isEmpty {
            for place in places where !settings.knownStoragePlaces.contains(place) {
                diagnostics.append(IRBISDiagnostic(record: number, tag: 910, code: "D", .unknownStoragePlace(place)))
            }
        }
        let start = bytes.count
        let plain = CP1251.plainByteForScalar.withUnsafeBufferPointer { table in
            var writer = IRBISPlainRecordWriter(table: table, format: format, lineEnding: settings.lineEnding)
            swap(&writer.bytes, &bytes)
            defer { swap(&writer.bytes, &bytes) }
            writer.beginRecord()
            writeFields(book, sign: sign, shelfCode: shelfCode.code, copies: sorted, places: places, to: &writer)
            writer.endRecord()
            return writer.isPlain
        }
        guard plain else {
            bytes.removeSubrange(start...)
            return nil
        }
        return diagnostics
    }

    /// The fields in the order and with the content of ``record(for:copies:onLoan:number:)``.
    private func writeFields(_ book: Title, sign: String, shelfCode: String, copies: [CopyRecord], places: [String],
                             to writer: inout IRBISPlainRecordWriter) {
        writer.field(920, value: "PAZK")
        writer.beginField(900)
        writer.subfield(UInt8(ascii: "T"), "a")
        writer.subfield(UInt8(ascii: "B"), "05")
        writer.subfield(UInt8(ascii: "C"), book.documentKind.irbisCharacterCode)
        writer.endField()
        writer.field(101, value: book.language.isEmpty ? settings.defaultLanguage : book.language)
        writer.field(102, value: settings.country)
        writer.beginField(10)
        if let isbn = book.isbn { writer.subfield(UInt8(ascii: "A"), isbn.hyphenated) }
        if let price = book.price { writer.subfield(UInt8(ascii: "D"), price: price) }
        writer.endField()
        if let first = book.firstAuthor { writer.author(700, first) }
        for other in book.otherAuthors { writer.author(701, other) }
        writer.beginField(200)
        writer.subfield(UInt8(ascii: "A"), book.title)
        writer.subfield(UInt8(ascii: "E"), book.subtitle)
        writer.beginSubfield(UInt8(ascii: "F"))
        var separator = false
        for author in book.authors {
            if separator { writer.append(", ") }
            separator = true
            if !author.initials.isEmpty {
                writer.append(author.initials)
                writer.append(" ")
            }
            writer.append(author.surname)
        }
        writer.endPiece()
        writer.subfield(UInt8(ascii: "G"), book.responsibility)
        writer.subfield(UInt8(ascii: "V"), book.volume)
        writer.subfield(UInt8(ascii: "I"), book.volumeTitle)
        writer.endField()
        writer.beginField(210)
        writer.subfield(UInt8(ascii: "A"), book.city)
        writer.subfield(UInt8(ascii: "C"), book.publisher)
        if let year = book.year { writer.subfield(UInt8(ascii: "D"), number: year) }
        writer.endField()
        writer.beginField(215)
        if let pages = book.pages { writer.subfield(UInt8(ascii: "A"), number: pages) }
        writer.endField()
        IRBISTitleText.irbis.write(book, to: &writer)
        writer.field(908, value: sign)
        writer.field(903, value: shelfCode)
        for (copy, place) in zip(copies, places) {
            writer.beginField(910)
            writer.subfield(UInt8(ascii: "A"), IRBISCopyField.statusCode(copy.copy, placement: copy.placement, onLoan: false))
            writer.subfield(UInt8(ascii: "B"), copy.inventoryNumber.rawValue)
            if let received = copy.copy.receivedOn { writer.subfield(UInt8(ascii: "C"), received.compactText) }
            writer.subfield(UInt8(ascii: "D"), place)
            if let price = copy.copy.price ?? book.price { writer.subfield(UInt8(ascii: "E"), price: price) }
            if let barcode = copy.copy.barcode { writer.subfield(UInt8(ascii: "H"), barcode) }
            if let receipt = copy.copy.receipt { writer.subfield(UInt8(ascii: "U"), receipt.text) }
            if let act = IRBISCopyField.receiptAct(copy.copy, settings: settings) { writer.subfield(UInt8(ascii: "Y"), act) }
            if let writeOff = copy.writeOff { writer.subfield(UInt8(ascii: "V"), writeOff.reference) }
            if let checked = copy.checkedOn { writer.subfield(UInt8(ascii: "S"), checked.compactText) }
            if let actual = IRBISCopyField.actualPlace(copy.placement, settings: settings) { writer.subfield(UInt8(ascii: "!"), actual) }
            writer.endField()
        }
        writer.beginField(907)
        writer.subfield(UInt8(ascii: "C"), "ПК")
        writer.subfield(UInt8(ascii: "A"), settings.catalogingDate.compactText)
        writer.subfield(UInt8(ascii: "B"), settings.operatorName)
        writer.endField()
        for part in IRBISAnnotation.parts(of: book.annotation) { writer.field(331, value: part) }
        for keyword in book.keywords { writer.field(610, value: keyword) }
    }
}

extension IRBISPlainRecordWriter {
    /// An author field (700 or 701) as ``IRBISCatalogueExporter/authorField(_:_:)`` builds it.
    mutating func author(_ tag: Int, _ name: PersonName) {
        beginField(tag)
        subfield(UInt8(ascii: "A"), name.surname)
        subfield(UInt8(ascii: "B"), name.initials)
        subfield(UInt8(ascii: "G"), name.givenNames)
        endField()
    }

    /// A subfield of a number as `String(number)` writes it.
    mutating func subfield(_ code: UInt8, number: Int) {
        beginSubfield(code)
        IRBISTextWriter.appendDecimal(number, to: &bytes)
        endPiece()
    }

    /// A subfield of an amount as ``Money/decimalText`` writes it: `254.00`.
    mutating func subfield(_ code: UInt8, price: Money) {
        guard price.kopecks >= 0 else { return subfield(code, price.decimalText) }
        beginSubfield(code)
        IRBISTextWriter.appendDecimal(Int(price.kopecks / 100), to: &bytes)
        let fraction = Int(price.kopecks % 100)
        bytes.append(UInt8(ascii: "."))
        bytes.append(UInt8(ascii: "0") + UInt8(fraction / 10))
        bytes.append(UInt8(ascii: "0") + UInt8(fraction % 10))
        endPiece()
    }
}
