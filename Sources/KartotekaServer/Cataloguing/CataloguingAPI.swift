import Foundation
import KartotekaCore
import KartotekaHTTP
import KartotekaLabels
import KartotekaMetadata
import KartotekaScan
import KartotekaStore

/// `/api/v1/scan`, `/api/v1/lookup`, `/api/v1/labels`, `/api/v1/copies/{inventory}/qr.svg`.
struct CataloguingAPI {
    let store: any LibraryStore
    let lookup: MetadataLookup?
    let scanner: any BarcodeScanner

    /// A code's text sent as JSON: `{"text": "978-5-17-001000-4"}`.
    struct ScanText: APIInput {
        var text: String

        static let fieldNames: Set<String> = ["text"]
    }

    struct ScanAnswer: Encodable {
        let codes: [ScannedCode]
        let resolution: ScanResolution
    }

    struct LookupAnswer: Encodable {
        let isbn: String
        let cataloguedTitleId: Int64?
        let candidates: [MetadataCandidate]
        let draft: TitleDraft?
    }

    func register(on router: inout Router) {
        router.add("POST", "/api/v1/scan") { request, _ in
            let codes = try CataloguingAPI.codes(in: request, scanner: scanner)
            let resolution = try ScanResolver(store: store, lookup: lookup)
                .resolve(codes.map { ScanMeaning(text: $0.text, symbology: $0.symbology.rawValue) })
            return try JSONResponse.make(ScanAnswer(codes: codes, resolution: resolution))
        }
        router.add("GET", "/api/v1/lookup") { request, _ in
            let text = request.queryValue("isbn") ?? ""
            let isbn = try ISBN(parsing: text)
            if let existing = try store.title(isbn: isbn) {
                return try JSONResponse.make(LookupAnswer(isbn: isbn.hyphenated, cataloguedTitleId: existing.id.rawValue, candidates: [], draft: nil))
            }
            guard let lookup else { throw MetadataError.noProviders }
            let result = try lookup.lookup(isbn)
            let style = try store.settings().authorSignStyle
            return try JSONResponse.make(LookupAnswer(isbn: isbn.hyphenated, cataloguedTitleId: nil, candidates: result.candidates,
                                                      draft: result.candidates.first?.titleDraft(authorSignStyle: style)))
        }
        router.add("GET", "/api/v1/labels") { request, _ in
            try CataloguingAPI.labels(request, store: store)
        }
        router.add("GET", "/api/v1/copies/:inventory/qr.svg") { _, parameters in
            let copy = try store.copy(parameters.inventoryNumber())
            let title = try store.title(copy.record.titleID).record.title
            let text = BookCard(title: title, inventoryNumber: copy.record.inventoryNumber).text()
            let svg = try QRCodeSVG.document(for: QRMatrix(encoding: text), title: copy.record.inventoryNumber.rawValue)
            return HTTPResponse(contentType: "image/svg+xml; charset=utf-8", body: Data(svg.utf8))
        }
    }

    /// The codes in a request: an uploaded picture (PNG/JPEG body or a `photo` form field) or text
    /// typed or pasted (`text/plain` body, a `text` form field, or JSON `{"text": …}`).
    static func codes(in request: HTTPRequest, scanner: any BarcodeScanner) throws -> [ScannedCode] {
        if let typed = try typedText(request) {
            guard !typed.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { throw ScanError.noCodeFound }
            return [ScannedCode(symbology: .qr, text: typed)].map { code in
                let meaning = ScanMeaning(text: typed, symbology: "text")
                if case .copyLabel(_, nil) = meaning { return ScannedCode(symbology: .code128, text: typed) }
                return code
            }
        }
        let bytes = request.formFile("photo")?.data ?? request.body
        guard !bytes.isEmpty else { throw ScanError.emptyImage }
        return try scanner.scan(imageData: bytes)
    }

    /// Typed text: a form field, a `text/plain` body, or a JSON body decoded as strictly as every
    /// API input (a JSON body without `text` is a mistake, not a picture).
    private static func typedText(_ request: HTTPRequest) throws -> String? {
        if let field = request.formValue("text"), !field.isEmpty { return field }
        switch request.contentType {
        case "text/plain": return String(decoding: request.body, as: UTF8.self)
        case "application/json": return try ScanText.decode(from: request).text
        default: return nil
        }
    }

    /// A label sheet for `inventory` and `ticket` parameters (repeatable), `layout`, `start`, `outlines`.
    static func labels(_ request: HTTPRequest, store: any LibraryStore) throws -> HTTPResponse {
        let inventory = try request.query.filter { $0.name == "inventory" }.map { try InventoryNumber(validating: $0.value) }
        let tickets = try request.query.filter { $0.name == "ticket" }.map { try TicketNumber(validating: $0.value) }
        let layout = try LabelPrinting.layout(named: request.queryValue("layout"))
        let start = try request.integerParameter("start", range: 0...200) ?? 0
        let html = try LabelPrinting(store: store).sheet(inventoryNumbers: inventory, tickets: tickets, layout: layout, start: start,
                                                        outlines: request.flagParameter("outlines"))
        return .html(html)
    }
}
