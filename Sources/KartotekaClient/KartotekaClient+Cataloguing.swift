import Foundation

extension KartotekaClient {
    /// Reads the codes in a photo or screenshot (`POST /api/v1/scan`, PNG or JPEG) and says where
    /// they lead. A picture without a code is refused (400 `no_code_found`).
    public func scan(image: Data, mediaType: String = "image/png") async throws(KartotekaClientError) -> ScanResult {
        try await send(Routes.Cataloguing.scan, body: .file(FileUpload(image, mediaType: mediaType)))
    }

    /// Says where a code's text leads, as a scanner or a person types it: an ISBN, an inventory
    /// number, a QR book card. Text that is no known code comes back with the kind `unknown`.
    public func scan(text: String) async throws(KartotekaClientError) -> ScanResult {
        try await send(Routes.Cataloguing.scan, body: .json(ScanTextInput(text: text)))
    }

    /// Looks an ISBN up (`GET /api/v1/lookup`): the catalogued title's id when the library has it,
    /// else what the book metadata providers know. 404 `metadata_not_found` when no provider knows
    /// it; 503 `metadata_…` when they fail or none is configured (`metadata_no_providers`).
    public func lookUp(isbn: String) async throws(KartotekaClientError) -> ISBNLookupResult {
        try await send(Routes.Cataloguing.lookup, query: [Routes.Cataloguing.isbn.item(isbn)])
    }

    /// A printable sheet of labels for copies and reader tickets, as an HTML page
    /// (`GET /api/v1/labels`): the copies named, then those of the titles named (each copy not lost
    /// or written off), then the readers' tickets; `start` positions of the first sheet are left empty;
    /// `spines`: spine labels with the shelf code for the copies.
    public func labelSheet(inventoryNumbers: [InventoryNumber] = [], titleIDs: [Int64] = [], ticketNumbers: [TicketNumber] = [],
                           layout: LabelLayout = .sheet3x8, start: Int = 0,
                           outlines: Bool = false, spines: Bool = false) async throws(KartotekaClientError) -> String {
        let route = Routes.Cataloguing.self
        let query = route.inventory.items(inventoryNumbers) + route.title.items(titleIDs.map(TitleID.init))
            + route.ticket.items(ticketNumbers) + [route.layout.item(layout), route.start.item(start == 0 ? nil : start),
                                                   route.outlines.item(outlines ? true : nil), route.spines.item(spines ? true : nil)]
        return try text(await send(route.labels, query: query, accept: "text/html, application/json;q=0.5"))
    }

    /// The QR code of a copy's label as an SVG document (`GET /api/v1/copies/{inventory}/qr.svg`).
    public func qrCode(forCopy inventoryNumber: InventoryNumber) async throws(KartotekaClientError) -> String {
        try text(await send(Routes.Cataloguing.qrCode, inventoryNumber, accept: "image/svg+xml, application/json;q=0.5"))
    }

    /// A file's bytes as UTF-8 text (an HTML page, an SVG picture).
    private func text(_ file: FileDownload) throws(KartotekaClientError) -> String {
        guard let text = String(data: file.data, encoding: .utf8) else {
            throw .unreadableResponse(status: 200, body: file.data, reason: "not UTF-8 text")
        }
        return text
    }
}
