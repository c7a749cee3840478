import KartotekaCore
import KartotekaStore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// The accounts on the database: made from the command line, so no account made them.
extension DatabaseDesk: AccountingDesk {
    var accountingToday: Day {
        get throws { try store.today() }
    }

    func addReceipt(_ draft: ReceiptDraft) throws -> ReceiptResource {
        ReceiptResource(try run(AddReceipt(draft)))
    }

    func receipts(_ query: ReceiptQuery) throws -> PageResource<ReceiptResource> {
        PageResource(try store.receipts(query), ReceiptResource.init)
    }

    func receipt(_ number: YearlyNumber) throws -> ReceiptResource {
        ReceiptResource(try store.receipt(number))
    }

    func updateReceipt(_ number: YearlyNumber, changes: DraftChanges<ReceiptDraft>, isOpen: Bool?) throws -> ReceiptResource {
        let draft = changes.applied(to: ReceiptDraft(try store.receipt(number)))
        return ReceiptResource(try run(UpdateReceipt(number, to: draft, isOpen: isOpen)))
    }

    func deleteReceipt(_ number: YearlyNumber) throws {
        try run(DeleteReceipt(number))
    }

    func writeOff(_ draft: WriteOffDraft) throws -> WriteOffResource {
        WriteOffResource(try run(RecordWriteOff(draft)))
    }

    func writeOffs(year: Int?, page: PageRequest) throws -> PageResource<WriteOffResource> {
        PageResource(try store.writeOffs(year: year, page: page), WriteOffResource.init)
    }

    func writeOffAct(_ number: YearlyNumber) throws -> WriteOffResource {
        WriteOffResource(try store.writeOffAct(number))
    }

    func schoolFundReturn(_ period: LedgerPeriod) throws -> SchoolFundReturnResource {
        SchoolFundReturnResource(try store.schoolFundReturn(period))
    }

    func newArrivals(_ period: LedgerPeriod) throws -> NewArrivalsBulletinResource {
        NewArrivalsBulletinResource(try store.newArrivals(period), language: language)
    }

    func publicLibraryReturns(_ period: LedgerPeriod) throws -> PublicLibraryReturnsResource {
        PublicLibraryReturnsResource(try store.publicLibraryReturns(period))
    }

    func dailyRegister(_ period: LedgerPeriod, branch: BranchCode?) throws -> DailyRegisterResource {
        DailyRegisterResource(try store.dailyRegister(period, branch: branch))
    }

    func summaryBook(_ period: LedgerPeriod, fund: LedgerFund) throws -> KSUResource {
        KSUResource(try store.summaryBook(period, fund: fund))
    }

    func replacementLedger(_ period: LedgerPeriod) throws -> ReplacementLedgerResource {
        ReplacementLedgerResource(period, lines: try store.replacementLedger(period))
    }

    func inventoryBook(_ query: InventoryBookQuery) throws -> PageResource<InventoryBookEntryResource> {
        PageResource(try store.inventoryBook(query), InventoryBookEntryResource.init)
    }

    func startStocktake(_ scope: StocktakeScope) throws -> StocktakeResource {
        StocktakeResource(try run(StartStocktake(scope)))
    }

    func scan(_ numbers: [String], into stocktake: StocktakeID) throws -> [StocktakeScanResource] {
        try run(ScanIntoStocktake(numbers, into: stocktake)).map { StocktakeScanResource($0, language: language) }
    }

    func stocktake(_ id: StocktakeID) throws -> StocktakeResource {
        StocktakeResource(try store.stocktake(id))
    }

    func stocktakes(page: PageRequest) throws -> PageResource<StocktakeResource> {
        PageResource(try store.stocktakes(page: page), StocktakeResource.init)
    }

    func stocktakeReport(_ id: StocktakeID) throws -> StocktakeReportResource {
        StocktakeReportResource(try store.stocktakeReport(id), language: language)
    }

    func finishStocktake(_ id: StocktakeID) throws -> StocktakeReportResource {
        StocktakeReportResource(try run(FinishStocktake(id)), language: language)
    }
}
