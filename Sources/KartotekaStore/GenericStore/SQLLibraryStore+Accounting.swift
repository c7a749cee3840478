import KartotekaCore

extension SQLLibraryStore {
    public func addReceipt(_ receipt: Receipt, number: YearlyNumber?, by account: String?) throws -> ReceiptRecord {
        try write { db in try db.addReceipt(receipt, number: number, by: account, now: nowSeconds) }
    }

    public func updateReceipt(_ number: YearlyNumber, with receipt: Receipt, isOpen: Bool) throws -> ReceiptRecord {
        try write { db in try db.updateReceipt(number, with: receipt, isOpen: isOpen, now: nowSeconds) }
    }

    public func deleteReceipt(_ number: YearlyNumber) throws {
        try write { db in try db.deleteReceipt(number) }
    }

    public func receipt(_ number: YearlyNumber) throws -> ReceiptRecord {
        try read { db in try db.receiptRecord(number) }
    }

    public func receipts(_ query: ReceiptQuery) throws -> Page<ReceiptRecord> {
        Page(fetched: try read { db in try db.receipts(query) }, request: query.page)
    }

    public func writeOff(_ act: WriteOffAct, number: YearlyNumber?, by account: String?) throws -> WriteOffRecord {
        try write { db in try db.writeOff(act, number: number, by: account, calendar: calendar, now: nowSeconds) }
    }

    public func writeOffAct(_ number: YearlyNumber) throws -> WriteOffRecord {
        try read { db in try db.writeOffRecord(number) }
    }

    public func writeOffs(year: Int?, page: PageRequest) throws -> Page<WriteOffRecord> {
        Page(fetched: try read { db in try db.writeOffs(year: year, page: page) }, request: page)
    }

    public func summaryBook(_ period: LedgerPeriod, fund: LedgerFund) throws -> KSUReport {
        KSUReport(try read { db in try db.ledgerFacts(period, fund: fund, calendar: calendar) })
    }

    public func schoolFundReturn(_ period: LedgerPeriod) throws -> SchoolFundReturn {
        try read { db in try db.schoolFundReturn(period, calendar: calendar) }
    }

    public func newArrivals(_ period: LedgerPeriod) throws -> NewArrivalsBulletin {
        try read { db in try db.newArrivals(period, calendar: calendar) }
    }

    public func inventoryBook(_ query: InventoryBookQuery) throws -> Page<InventoryBookEntry> {
        Page(fetched: try read { db in try db.inventoryBook(query, calendar: calendar) }, request: query.page)
    }

    public func startStocktake(_ scope: StocktakeScope, by account: String?) throws -> StocktakeRecord {
        try write { db in try db.startStocktake(scope, on: today(), by: account, now: nowSeconds) }
    }

    public func scan(_ numbers: [String], into stocktake: StocktakeID, by account: String?) throws -> [StocktakeScan] {
        let today = today()
        return try write { db in try db.scan(numbers, into: stocktake, by: account, today: today, now: nowSeconds) }
    }

    public func stocktake(_ id: StocktakeID) throws -> StocktakeRecord {
        try read { db in try db.stocktakeRecord(id) }
    }

    public func stocktakes(page: PageRequest) throws -> Page<StocktakeRecord> {
        Page(fetched: try read { db in try db.stocktakes(page: page) }, request: page)
    }

    public func stocktakeReport(_ id: StocktakeID) throws -> StocktakeReport {
        try read { db in try db.stocktakeReport(id) }
    }

    public func finishStocktake(_ id: StocktakeID, by account: String?) throws -> StocktakeReport {
        try write { db in try db.finishStocktake(id, on: today(), by: account, now: nowSeconds) }
    }
}
