import Foundation
import KartotekaCore

extension KartotekaClient {
    /// A page of receipts — batches of the book of summary accounting — newest first: of a year,
    /// or, with `openOnly`, those copies may still join.
    public func receipts(year: Int? = nil, openOnly: Bool = false, offset: Int = 0,
                         limit: Int? = nil) async throws(KartotekaClientError) -> PageResource<ReceiptResource> {
        var query = Self.pageItems(offset: offset, limit: limit)
        if let year { query.append(URLQueryItem(name: "year", value: String(year))) }
        if openOnly { query.append(URLQueryItem(name: "open", value: "1")) }
        return try await send(Request(method: "GET", path: ["api", "v1", "receipts"], query: query))
    }

    /// A receipt by its number (`2027/5`), with what it brought.
    public func receipt(_ number: String) async throws(KartotekaClientError) -> ReceiptResource {
        try await send(Request(method: "GET", path: ["api", "v1", "receipts", Self.numberSegment(number)]))
    }

    /// Enters a batch in the book of summary accounting (its year's next number unless `number`
    /// is given). A day after today is refused (422), a number taken too (409).
    public func addReceipt(_ input: ReceiptInput) async throws(KartotekaClientError) -> ReceiptResource {
        try await send(request("POST", ["api", "v1", "receipts"], body: input))
    }

    /// Changes a receipt's fields, or closes it to new copies (`open: false`).
    public func updateReceipt(_ number: String, with input: ReceiptInput) async throws(KartotekaClientError) -> ReceiptResource {
        try await send(request("PUT", ["api", "v1", "receipts", Self.numberSegment(number)], body: input))
    }

    /// Removes a receipt that brought no copies.
    public func deleteReceipt(_ number: String) async throws(KartotekaClientError) {
        try await sendExpectingNoContent(Request(method: "DELETE", path: ["api", "v1", "receipts", Self.numberSegment(number)]))
    }

    /// A page of acts of write-off, newest first (of a year, when given).
    public func writeOffs(year: Int? = nil, offset: Int = 0, limit: Int? = nil) async throws(KartotekaClientError) -> PageResource<WriteOffResource> {
        var query = Self.pageItems(offset: offset, limit: limit)
        if let year { query.append(URLQueryItem(name: "year", value: String(year))) }
        return try await send(Request(method: "GET", path: ["api", "v1", "writeoffs"], query: query))
    }

    /// An act of write-off by its number (`2027/3`), with its commission and copies.
    public func writeOff(_ number: String) async throws(KartotekaClientError) -> WriteOffResource {
        try await send(Request(method: "GET", path: ["api", "v1", "writeoffs", Self.numberSegment(number)]))
    }

    /// Draws up an act of write-off: its copies leave the fund, all or none (a copy on loan or
    /// written off already refuses the act, 409).
    public func addWriteOff(_ input: WriteOffInput) async throws(KartotekaClientError) -> WriteOffResource {
        try await send(request("POST", ["api", "v1", "writeoffs"], body: input))
    }

    /// The book of summary accounting of a year, or of the days `from` to `to` (`YYYY-MM-DD`).
    public func summaryBook(year: Int? = nil, from: String? = nil, to: String? = nil,
                            fund: String? = nil) async throws(KartotekaClientError) -> KSUResource {
        let query = [("year", year.map(String.init)), ("from", from), ("to", to), ("fund", fund)].compactMap { name, value in
            value.map { URLQueryItem(name: name, value: $0) }
        }
        return try await send(Request(method: "GET", path: ["api", "v1", "ksu"], query: query))
    }

    /// ОО-2 §2.6 of a year, or of the days `from` to `to` (`YYYY-MM-DD`).
    public func schoolFundReturn(year: Int? = nil, from: String? = nil,
                                 to: String? = nil) async throws(KartotekaClientError) -> SchoolFundReturnResource {
        let query = [("year", year.map(String.init)), ("from", from), ("to", to)].compactMap { name, value in
            value.map { URLQueryItem(name: name, value: $0) }
        }
        return try await send(Request(method: "GET", path: ["api", "v1", "forms", "oo2"], query: query))
    }

    /// 6-НК of a year, or of the days `from` to `to`: each branch's return and the consolidated one.
    public func publicLibraryReturns(year: Int? = nil, from: String? = nil,
                                     to: String? = nil) async throws(KartotekaClientError) -> PublicLibraryReturnsResource {
        let query = [("year", year.map(String.init)), ("from", from), ("to", to)].compactMap { name, value in
            value.map { URLQueryItem(name: name, value: $0) }
        }
        return try await send(Request(method: "GET", path: ["api", "v1", "forms", "6nk"], query: query))
    }

    /// The daily register of a month (`2027-03`; this one when `nil`), of a branch or the whole library.
    public func dailyRegister(month: String? = nil, branch: String? = nil) async throws(KartotekaClientError) -> DailyRegisterResource {
        let query = [("month", month), ("branch", branch)].compactMap { name, value in value.map { URLQueryItem(name: name, value: $0) } }
        return try await send(Request(method: "GET", path: ["api", "v1", "forms", "register"], query: query))
    }

    /// A page of the inventory book: a range of inventory numbers, a span of receipt days, a
    /// batch, a branch's fund.
    public func inventoryBook(inventoryFrom: String? = nil, inventoryTo: String? = nil, receivedFrom: String? = nil, receivedTo: String? = nil,
                              receipt: String? = nil, branch: String? = nil, offset: Int = 0,
                              limit: Int? = nil) async throws(KartotekaClientError) -> PageResource<InventoryBookEntryResource> {
        let filters = [("inventoryFrom", inventoryFrom), ("inventoryTo", inventoryTo), ("receivedFrom", receivedFrom), ("receivedTo", receivedTo),
                       ("receipt", receipt), ("branch", branch)]
        let query = Self.pageItems(offset: offset, limit: limit) + filters.compactMap { name, value in
            value.map { URLQueryItem(name: name, value: $0) }
        }
        return try await send(Request(method: "GET", path: ["api", "v1", "inventory-book"], query: query))
    }

    /// A page of stock checks, newest first.
    public func stocktakes(offset: Int = 0, limit: Int? = nil) async throws(KartotekaClientError) -> PageResource<StocktakeResource> {
        try await send(Request(method: "GET", path: ["api", "v1", "stocktakes"], query: Self.pageItems(offset: offset, limit: limit)))
    }

    /// A stock check and how far it got.
    public func stocktake(_ id: Int64) async throws(KartotekaClientError) -> StocktakeResource {
        try await send(Request(method: "GET", path: ["api", "v1", "stocktakes", String(id)]))
    }

    /// Begins a stock check of what `input` names (nothing: the whole fund).
    public func startStocktake(_ input: StocktakeInput) async throws(KartotekaClientError) -> StocktakeResource {
        try await send(request("POST", ["api", "v1", "stocktakes"], body: input))
    }

    /// Scans inventory numbers (or barcodes) into a stock check; each comes back counted, found
    /// to belong elsewhere, or unknown.
    public func scan(_ numbers: [String], intoStocktake id: Int64) async throws(KartotekaClientError) -> [StocktakeScanResource] {
        try await send(request("POST", ["api", "v1", "stocktakes", String(id), "scans"], body: StocktakeScanInput(inventoryNumbers: numbers)))
    }

    /// Scans the copy labels in a picture into a stock check.
    public func scan(picture: Data, mediaType: String = "image/png",
                     intoStocktake id: Int64) async throws(KartotekaClientError) -> [StocktakeScanResource] {
        try await send(Request(method: "POST", path: ["api", "v1", "stocktakes", String(id), "picture"], body: picture, contentType: mediaType))
    }

    /// A stock check's results: missing copies, those on paper, those of another fund, unknown numbers.
    public func stocktakeReport(_ id: Int64) async throws(KartotekaClientError) -> StocktakeReportResource {
        try await send(Request(method: "GET", path: ["api", "v1", "stocktakes", String(id), "report"]))
    }

    /// Ends a stock check today and returns its results.
    public func finishStocktake(_ id: Int64) async throws(KartotekaClientError) -> StocktakeReportResource {
        try await send(Request(method: "POST", path: ["api", "v1", "stocktakes", String(id), "finish"]))
    }

    /// A receipt's or an act's number as its path segment: `2027-5`.
    static func numberSegment(_ number: String) -> String {
        number.replacingOccurrences(of: "/", with: "-")
    }
}
