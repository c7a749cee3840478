import Foundation

extension KartotekaClient {
    /// Reads the codes in a photo or screenshot (`POST /api/v1/scan`, PNG or JPEG) and says where
    /// they lead. A picture without a code is refused (400 `no_code_found`).
    public func scan(image: Data, mediaType: String = "image/png") async throws(KartotekaClientError) -> ScanResult {
        try await send(Request(method: "POST", path: ["api", "v1", "scan"], body: image, contentType: mediaType))
    }

    /// Says where a code's text leads, as a scanner or a person types it: an ISBN, an inventory
    /// number, a QR book card. Text that is no known code comes back with the kind `unknown`.
    public func scan(text: String) async throws(KartotekaClientError) -> ScanResult {
        try await send(request("POST", ["api", "v1", "scan"], body: ScanTextInput(text: text)))
    }

    /// Looks an ISBN up (`GET /api/v1/lookup`): the catalogued title's id when the library has it,
    /// else what the book metadata providers know. 404 `metadata_not_found` when no provider knows
    /// it; 503 `metadata_…` when they fail or none is configured (`metadata_no_providers`).
    public func lookUp(isbn: String) async throws(KartotekaClientError) -> ISBNLookupResult {
        try await send(Request(method: "GET", path: ["api", "v1", "lookup"], query: [URLQueryItem(name: "isbn", value: isbn)]))
    }

    /// A printable sheet of labels for copies and reader tickets, as an HTML page
    /// (`GET /api/v1/labels`): the copies named, then those of the titles named (each copy not lost
    /// or written off), then the readers' tickets; `start` positions of the first sheet are left empty.
    public func labelSheet(inventoryNumbers: [String] = [], titleIDs: [Int64] = [], ticketNumbers: [String] = [],
                           layout: LabelLayout = .sheet3x8, start: Int = 0,
                           outlines: Bool = false) async throws(KartotekaClientError) -> String {
        var query = inventoryNumbers.map { URLQueryItem(name: "inventory", value: $0) }
            + titleIDs.map { URLQueryItem(name: "title", value: String($0)) }
            + ticketNumbers.map { URLQueryItem(name: "ticket", value: $0) }
        query.append(URLQueryItem(name: "layout", value: layout.rawValue))
        if start != 0 { query.append(URLQueryItem(name: "start", value: String(start))) }
        if outlines { query.append(URLQueryItem(name: "outlines", value: "1")) }
        return try await sendForText(Request(method: "GET", path: ["api", "v1", "labels"], query: query,
                                             accept: "text/html, application/json;q=0.5"))
    }

    /// The QR code of a copy's label as an SVG document (`GET /api/v1/copies/{inventory}/qr.svg`).
    public func qrCode(forCopy inventoryNumber: String) async throws(KartotekaClientError) -> String {
        try await sendForText(Request(method: "GET", path: ["api", "v1", "copies", inventoryNumber, "qr.svg"],
                                      accept: "image/svg+xml, application/json;q=0.5"))
    }
}
