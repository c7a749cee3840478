import Foundation
import KartotekaCore
import KartotekaHTTP
import KartotekaLabels
import KartotekaMetadata
import KartotekaScan
import KartotekaStore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `/api/v1/scan`, `/api/v1/lookup`, `/api/v1/labels`, `/api/v1/copies/{inventory}/qr.svg`.
enum CataloguingAPI {
    static let endpoints = [scan, lookup, labels, qrCode]

    static let scan = Endpoint.api(
        Routes.Cataloguing.scan, .permission(.lookUp),
        Operation("Read the codes in a picture, or a code typed in, and say what they lead to.", tag: .cataloguing,
                  errors: [503],
                  description: "A picture without a code is 400 `no_code_found`, bytes that are no picture 400 `not_an_image` or "
                    + "`image_damaged`; text that is no known code is still a 200 answer of kind `unknown`. "
                    + "503 `scanner_failed` when the scanner itself fails."),
        rawBody: RawBody(
            RawBody.bytes("image/png", "image/jpeg", and: [
                "text/plain": ["schema": JSONSchema.string().value, "example": "978-5-17-001000-4"],
                "application/json": ["schema": ScanTextInput.schema.reference.value],
            ]),
            "A photo or screenshot (PNG or JPEG; any other `Content-Type` is read as a picture too), or the text of a code "
                + "as a scanner types it: an ISBN, an inventory number, a QR book card.", refersTo: [ScanTextInput.schema.reference]),
        ok: "The codes read and where the most telling one leads.",
        work: .long
    ) { context in
        let codes = try codes(typed: try typedText(context.request), picture: context.request.body, scanner: context.services.scanner)
        let resolution = try context.run(context.services.resolveScan(codes))
        return ScanResult(codes: codes.map { ScanResult.Code(symbology: $0.symbology.rawValue, text: $0.text) }, resolution: resolution)
    }

    static let lookup = Endpoint.api(
        Routes.Cataloguing.lookup, .permission(.lookUp),
        Operation("Look an ISBN up in the catalogue and then in the book metadata providers.", tag: .cataloguing,
                  errors: [404, 503],
                  description: "An ISBN already catalogued answers at once with `cataloguedTitleId`. Otherwise the providers "
                    + "(Google Books, Open Library) are asked: 404 `metadata_not_found` when none knows it, 503 `metadata_…` "
                    + "when they fail or none is configured (`metadata_no_providers`)."),
        ok: "The catalogued title's id, or what the providers know.",
        work: .long
    ) { context in
        let isbn = try ISBN(parsing: try context.query(Routes.Cataloguing.isbn) ?? "")
        if let existing = try context.store.title(isbn: isbn) {
            return ISBNLookupResult(isbn: isbn.hyphenated, cataloguedTitleId: existing.id.rawValue, candidates: [], draft: nil)
        }
        guard let lookup = try context.services.lookup(in: context.store) else { throw MetadataError.noProviders }
        let result = try lookup.lookup(isbn)
        let style = try context.store.settings().authorSignStyle
        return ISBNLookupResult(isbn: isbn.hyphenated, cataloguedTitleId: nil, candidates: result.candidates.map(\.wire),
                                draft: result.candidates.first?.titleDraft(authorSignStyle: style))
    }

    static let labels = Endpoint.api(
        Routes.Cataloguing.labels, .permission(.lookUp),
        Operation("A printable sheet of labels for copies and reader tickets.", tag: .cataloguing, errors: [403, 404, 422],
                  description: "Copy labels come first (the copies named, then those of the titles named), then reader tickets "
                    + "(those named, then a class's pupils by name; 403 for an account that may not browse readers); 422 when none is given, "
                    + "or the titles have no copy to label. "
                    + "With `spines=1` the copies get spine labels: the shelf code (BBK index over author sign) and the inventory number."),
        rawAnswer: RawAnswer(["text/html": ["schema": JSONSchema.string().value]], "The sheet as an HTML page, ready to print."),
        work: .long
    ) { context in
        let printing = LabelPrinting(store: context.store, language: context.language)
        let spines = try context.query(Routes.Cataloguing.spines) ?? false
        let tickets = try context.values(Routes.Cataloguing.ticket)
            + LabelPrinting.tickets(of: try context.query(Routes.Cataloguing.schoolClass), in: context.store)
        try context.checkMayLabel(tickets)
        return try printing.answer(
            inventoryNumbers: try printing.copies(try context.values(Routes.Cataloguing.inventory), ofTitles: try context.values(Routes.Cataloguing.title)),
            tickets: tickets,
            layout: try LabelPrinting.layout(named: try context.query(Routes.Cataloguing.layout)?.rawValue, spines: spines),
            start: try context.query(Routes.Cataloguing.start) ?? 0, outlines: try context.query(Routes.Cataloguing.outlines) ?? false, spines: spines)
    }

    static let qrCode = Endpoint.api(
        Routes.Cataloguing.qrCode, .permission(.lookUp),
        Operation("The QR code of a copy's label (the book card with the inventory number).", tag: .cataloguing),
        rawAnswer: RawAnswer(["image/svg+xml": ["schema": JSONSchema.string().value]], "The QR code as an SVG picture.")
    ) { context in
        let copy = try context.store.copy(context.path(PathParameters.inventory))
        let title = try context.store.title(copy.record.titleID).record.title
        let text = BookCard(title: title, inventoryNumber: copy.record.inventoryNumber).text()
        let svg = try QRCodeSVG.document(for: QRMatrix(encoding: text), title: copy.record.inventoryNumber.rawValue)
        return HTTPResponse(contentType: "image/svg+xml; charset=utf-8", body: Data(svg.utf8))
    }

    /// The codes in what was sent: text typed or pasted (a scanner types like a keyboard), else
    /// the picture's (PNG or JPEG).
    static func codes(typed: String?, picture: Data, scanner: any BarcodeScanner) throws -> [ScannedCode] {
        if let typed {
            guard !typed.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { throw ScanError.noCodeFound }
            let meaning = ScanMeaning(text: typed, symbology: "text")
            if case .labelNumber = meaning { return [ScannedCode(symbology: .code128, text: typed)] }
            return [ScannedCode(symbology: .qr, text: typed)]
        }
        guard !picture.isEmpty else { throw ScanError.emptyImage }
        return try scanner.scan(imageData: picture)
    }

    /// Typed text in the API's body: `text/plain`, or JSON decoded as strictly as every API input
    /// (a JSON body without `text` is a mistake, not a picture); `nil` for a picture.
    private static func typedText(_ request: HTTPRequest) throws -> String? {
        switch request.contentType {
        case "text/plain": return String(decoding: request.body, as: UTF8.self)
        case "application/json": return try JSONBodyReader.decode(JSONBody(ScanTextInput.schema), from: request).text
        default: return nil
        }
    }
}

extension MetadataCandidate {
    /// The candidate as the API sends it.
    var wire: ISBNLookupResult.Candidate {
        ISBNLookupResult.Candidate(
            source: source, isbn: isbn.hyphenated, title: title, subtitle: subtitle, authors: authors, publisher: publisher,
            city: city, year: year, pages: pages, language: language, annotation: annotation,
            price: price.map { ISBNLookupResult.Candidate.Price(amount: $0.amount, currencyCode: $0.currencyCode) },
            coverURL: coverURL, subjects: subjects, bbk: bbk.isEmpty ? nil : bbk, udc: udc.isEmpty ? nil : udc,
            authorSign: authorSign.isEmpty ? nil : authorSign)
    }
}
