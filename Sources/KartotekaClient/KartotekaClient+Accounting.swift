import Foundation

extension KartotekaClient {
    /// A page of receipts — batches of the book of summary accounting — newest first: of a year,
    /// or, with `openOnly`, those copies may still join.
    public func receipts(year: Int? = nil, openOnly: Bool = false, offset: Int = 0,
                         limit: Int? = nil) async throws(KartotekaClientError) -> PageResource<ReceiptResource> {
        try await send(Routes.Receipts.list, query: Self.page(offset: offset, limit: limit) + [
            Routes.Receipts.year.item(year), Routes.Receipts.openOnly.item(openOnly ? true : nil),
        ])
    }

    /// A receipt by its number (`2027/5`), with what it brought.
    public func receipt(_ number: YearlyNumber) async throws(KartotekaClientError) -> ReceiptResource {
        try await send(Routes.Receipts.get, number)
    }

    /// Enters a batch in the book of summary accounting (its year's next number unless `number`
    /// is given). A day after today is refused (422), a number taken too (409).
    public func addReceipt(_ input: ReceiptInput) async throws(KartotekaClientError) -> ReceiptResource {
        try await send(Routes.Receipts.create, body: .json(input))
    }

    /// Changes a receipt's fields, or closes it to new copies (`open: false`).
    public func updateReceipt(_ number: YearlyNumber, with input: ReceiptInput) async throws(KartotekaClientError) -> ReceiptResource {
        try await send(Routes.Receipts.update, number, body: .json(input))
    }

    /// Removes a receipt that brought no copies.
    public func deleteReceipt(_ number: YearlyNumber) async throws(KartotekaClientError) {
        _ = try await send(Routes.Receipts.delete, number)
    }

    /// A page of acts of write-off, newest first (of a year, when given).
    public func writeOffs(year: Int? = nil, offset: Int = 0, limit: Int? = nil) async throws(KartotekaClientError) -> PageResource<WriteOffResource> {
        try await send(Routes.WriteOffs.list, query: Self.page(offset: offset, limit: limit) + [Routes.Receipts.year.item(year)])
    }

    /// An act of write-off by its number (`2027/3`), with its commission and copies.
    public func writeOff(_ number: YearlyNumber) async throws(KartotekaClientError) -> WriteOffResource {
        try await send(Routes.WriteOffs.get, number)
    }

    /// Draws up an act of write-off: its copies leave the fund, all or none (a copy on loan or
    /// written off already refuses the act, 409).
    public func addWriteOff(_ input: WriteOffInput) async throws(KartotekaClientError) -> WriteOffResource {
        try await send(Routes.WriteOffs.create, body: .json(input))
    }

    /// The book of summary accounting of a year, or of the days `from` to `to`, of the main fund
    /// or the textbook fund.
    public func summaryBook(year: Int? = nil, from: Day? = nil, to: Day? = nil,
                            fund: LedgerFund? = nil) async throws(KartotekaClientError) -> KSUResource {
        let route = Routes.Ledger.self
        return try await send(route.summaryBook, query: [Routes.Receipts.year.item(year), route.from.item(from), route.to.item(to),
                                                       route.fund.item(fund)])
    }

    /// ОО-2 §2.6 of a year, or of the days `from` to `to`.
    public func schoolFundReturn(year: Int? = nil, from: Day? = nil, to: Day? = nil) async throws(KartotekaClientError) -> SchoolFundReturnResource {
        try await send(Routes.Forms.schoolFund, query: [Routes.Receipts.year.item(year), Routes.Ledger.from.item(from), Routes.Ledger.to.item(to)])
    }

    /// The new-arrivals bulletin of a year, or of the days `from` to `to`: the titles that came, by BBK section.
    public func newArrivals(year: Int? = nil, from: Day? = nil, to: Day? = nil) async throws(KartotekaClientError) -> NewArrivalsBulletinResource {
        try await send(Routes.Forms.bulletin, query: [Routes.Receipts.year.item(year), Routes.Ledger.from.item(from), Routes.Ledger.to.item(to)])
    }

    /// 6-НК of a year, or of the days `from` to `to`: each branch's return and the consolidated one.
    public func publicLibraryReturns(year: Int? = nil, from: Day? = nil,
                                     to: Day? = nil) async throws(KartotekaClientError) -> PublicLibraryReturnsResource {
        try await send(Routes.Forms.publicLibrary, query: [Routes.Receipts.year.item(year), Routes.Ledger.from.item(from),
                                                          Routes.Ledger.to.item(to)])
    }

    /// The daily register of a month (`2027-03`; this one when `nil`), of a branch or the whole library.
    public func dailyRegister(month: String? = nil, branch: BranchCode? = nil) async throws(KartotekaClientError) -> DailyRegisterResource {
        try await send(Routes.Forms.register, query: [Routes.Forms.month.item(month), Routes.Ledger.branch.item(branch)])
    }

    /// A page of the inventory book: a range of inventory numbers, a span of receipt days, a
    /// batch, a branch's fund.
    public func inventoryBook(inventoryFrom: InventoryNumber? = nil, inventoryTo: InventoryNumber? = nil, receivedFrom: Day? = nil,
                              receivedTo: Day? = nil, receipt: YearlyNumber? = nil, branch: BranchCode? = nil, offset: Int = 0,
                              limit: Int? = nil) async throws(KartotekaClientError) -> PageResource<InventoryBookEntryResource> {
        let route = Routes.Ledger.self
        return try await send(route.inventoryBook, query: Self.page(offset: offset, limit: limit) + [
            route.inventoryFrom.item(inventoryFrom), route.inventoryTo.item(inventoryTo), route.receivedFrom.item(receivedFrom),
            route.receivedTo.item(receivedTo), route.receipt.item(receipt), route.branch.item(branch),
        ])
    }

    /// A page of stock checks, newest first.
    public func stocktakes(offset: Int = 0, limit: Int? = nil) async throws(KartotekaClientError) -> PageResource<StocktakeResource> {
        try await send(Routes.Stocktakes.list, query: Self.page(offset: offset, limit: limit))
    }

    /// A stock check and how far it got.
    public func stocktake(_ id: Int64) async throws(KartotekaClientError) -> StocktakeResource {
        try await send(Routes.Stocktakes.get, StocktakeID(id))
    }

    /// Begins a stock check of what `input` names (nothing: the whole fund).
    public func startStocktake(_ input: StocktakeInput) async throws(KartotekaClientError) -> StocktakeResource {
        try await send(Routes.Stocktakes.start, body: .json(input))
    }

    /// Scans inventory numbers (or barcodes) into a stock check; each comes back counted, found
    /// to belong elsewhere, or unknown.
    public func scan(_ numbers: [String], intoStocktake id: Int64) async throws(KartotekaClientError) -> [StocktakeScanResource] {
        try await send(Routes.Stocktakes.scan, StocktakeID(id), body: .json(StocktakeScanInput(inventoryNumbers: numbers)))
    }

    /// Scans the copy labels in a picture into a stock check.
    public func scan(picture: Data, mediaType: String = "image/png",
                     intoStocktake id: Int64) async throws(KartotekaClientError) -> [StocktakeScanResource] {
        try await send(Routes.Stocktakes.scanPicture, StocktakeID(id), body: .file(FileUpload(picture, mediaType: mediaType)))
    }

    /// A stock check's results: missing copies, those on paper, those of another fund, unknown numbers.
    public func stocktakeReport(_ id: Int64) async throws(KartotekaClientError) -> StocktakeReportResource {
        try await send(Routes.Stocktakes.report, StocktakeID(id))
    }

    /// Ends a stock check today and returns its results.
    public func finishStocktake(_ id: Int64) async throws(KartotekaClientError) -> StocktakeReportResource {
        try await send(Routes.Stocktakes.finish, StocktakeID(id))
    }
}
