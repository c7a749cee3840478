import Foundation
import KartotekaCore
import KartotekaUseCases
import KartotekaHTTP
import KartotekaLabels
import KartotekaMetadata
import KartotekaScan
import KartotekaStore
import KartotekaWire

/// `/api/v1/scan`, `/api/v1/lookup`, `/api/v1/labels`, `/api/v1/copies/{inventory}/qr.svg`.
enum CataloguingAPI {
    static let endpoints = [scan, lookup, labels, qrCode]

    static let scan = Endpoint.api(
        .post, "/api/v1/scan", .permission(.lookUp),
        Operation("scanCode", "Read the codes in a picture, or a code typed in, and say what they lead to.", tag: .cataloguing,
                  errors: [503],
                  description: "A picture without a code is 400 `no_code_found`, bytes that are no picture 400 `not_an_image` or "
                    + "`image_damaged`; text that is no known code is still a 200 answer of kind `unknown`. "
                    + "503 `scanner_failed` when the scanner itself fails."),
        rawBody: RawBody(
            [
                "image/png": ["schema": OpenAPISchema.string(format: "binary")],
                "image/jpeg": ["schema": OpenAPISchema.string(format: "binary")],
                "text/plain": ["schema": OpenAPISchema.string(), "example": "978-5-17-001000-4"],
                "application/json": ["schema": OpenAPISchema.ref(Schemas.scanText.name)],
            ],
            "A photo or screenshot (PNG or JPEG; any other `Content-Type` is read as a picture too), or the text of a code "
                + "as a scanner types it: an ISBN, an inventory number, a QR book card."),
        answer: .ok(Schemas.scanResult, "The codes read and where the most telling one leads."), work: .long
    ) { context in
        let codes = try codes(typed: try typedText(context.request), picture: context.request.body, scanner: context.services.scanner)
        let resolution = try context.run(context.services.resolveScan(codes))
        return ScanResult(codes: codes.map { ScanResult.Code(symbology: $0.symbology.rawValue, text: $0.text) }, resolution: resolution)
    }

    /// The ISBN to look up, as typed (its check says what is wrong with it, 422).
    static let isbn = QueryParameter<String>(
        "isbn", schema: OpenAPISchema.string(minLength: 1), description: "ISBN-10 or ISBN-13, with or without hyphens.",
        required: true, example: "978-5-17-001000-4") { $0 }

    static let lookup = Endpoint.api(
        .get, "/api/v1/lookup", .permission(.lookUp),
        Operation("lookUpISBN", "Look an ISBN up in the catalogue and then in the book metadata providers.", tag: .cataloguing,
                  errors: [404, 503],
                  description: "An ISBN already catalogued answers at once with `cataloguedTitleId`. Otherwise the providers "
                    + "(Google Books, Open Library) are asked: 404 `metadata_not_found` when none knows it, 503 `metadata_…` "
                    + "when they fail or none is configured (`metadata_no_providers`)."),
        query: [isbn], answer: .ok(Schemas.lookupResult, "The catalogued title's id, or what the providers know."), work: .long
    ) { context in
        let isbn = try ISBN(parsing: try context.query(isbn) ?? "")
        if let existing = try context.store.title(isbn: isbn) {
            return ISBNLookupResult(isbn: isbn.hyphenated, cataloguedTitleId: existing.id.rawValue, candidates: [], draft: nil)
        }
        guard let lookup = try context.services.lookup(in: context.store) else { throw MetadataError.noProviders }
        let result = try lookup.lookup(isbn)
        let style = try context.store.settings().authorSignStyle
        return ISBNLookupResult(isbn: isbn.hyphenated, cataloguedTitleId: nil, candidates: result.candidates.map(\.wire),
                                draft: result.candidates.first?.titleDraft(authorSignStyle: style))
    }

    static let inventory = QueryParameter<InventoryNumber>(
        "inventory", schema: OpenAPISchema.array(OpenAPISchema.string(minLength: 1)),
        description: "Copies to label, by inventory number; repeat the parameter for more.", repeated: true, example: ["1001"]) {
        try? InventoryNumber(validating: $0)
    }
    static let title = QueryParameter<TitleID>(
        "title", schema: OpenAPISchema.array(OpenAPISchema.integer(minimum: 1)),
        description: "Titles whose copies to label (each copy that is not lost or written off, after the copies named by "
            + "`inventory`); repeat the parameter for more.", repeated: true, example: [1]) {
        TitleID(parsing: $0)
    }
    static let ticket = QueryParameter<TicketNumber>(
        "ticket", schema: OpenAPISchema.array(OpenAPISchema.string(minLength: 1)),
        description: "Readers whose ticket to label; repeat the parameter for more.", repeated: true, example: ["Ч-0042"]) {
        try? TicketNumber(validating: $0)
    }
    static let layout = QueryParameter<String>(
        "layout", schema: OpenAPISchema.string(values: LabelPrinting.layouts.map(\.name)),
        description: "The label sheet: columns × rows on A4; `3x8` when left out or empty.") { $0 }
    static let start = QueryParameter<Int>(
        "start", schema: OpenAPISchema.integer(minimum: 0, maximum: 200),
        description: "How many positions of the first sheet are already used (0 when left out or empty).") { text in
        Int(text).flatMap { (0...200).contains($0) ? $0 : nil }
    }
    static let outlines = QueryParameters.flag("outlines", "`1`: draw each label's outline, for a test print on paper.")

    static let labels = Endpoint.api(
        .get, "/api/v1/labels", .permission(.lookUp),
        Operation("labelSheet", "A printable sheet of labels for copies and reader tickets.", tag: .cataloguing, errors: [404, 422],
                  description: "Copy labels come first (the copies named, then those of the titles named), then reader tickets "
                    + "(those named, then a class's pupils by name); 422 when none is given, or the titles have no copy to label."),
        query: [inventory, title, ticket, ReaderFilters.schoolClass, layout, start, outlines],
        rawAnswer: RawAnswer(["text/html": ["schema": OpenAPISchema.string()]], "The sheet as an HTML page, ready to print."),
        work: .long
    ) { context in
        let printing = LabelPrinting(store: context.store, language: context.language)
        return try printing.answer(
            inventoryNumbers: try printing.copies(try context.values(inventory), ofTitles: try context.values(title)),
            tickets: try context.values(ticket) + LabelPrinting.tickets(of: try context.query(ReaderFilters.schoolClass), in: context.store),
            layout: try LabelPrinting.layout(named: try context.query(layout)), start: try context.query(start) ?? 0,
            outlines: try context.query(outlines) ?? false)
    }

    static let qrCode = Endpoint.api(
        .get, "/api/v1/copies/\(PathParameters.inventory)/qr.svg", .permission(.lookUp),
        Operation("copyQRCode", "The QR code of a copy's label (the book card with the inventory number).", tag: .cataloguing),
        rawAnswer: RawAnswer(["image/svg+xml": ["schema": OpenAPISchema.string()]], "The QR code as an SVG picture.")
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
        case "application/json": return try JSONBodyReader.decode(JSONBody(Schemas.scanText), from: request).text
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
