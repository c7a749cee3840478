import KartotekaClient
import KartotekaCore

/// The accounts through a server: drafts checked here first, with this computer's today, so
/// that their problems read as on the database; the server checks them again with its own.
extension ServerDesk: AccountingDesk {
    var accountingToday: Day { today }

    func addReceipt(_ draft: ReceiptDraft) throws -> ReceiptResource {
        let (receipt, number) = try draft.validated(today: today)
        let input = ReceiptInput(receipt, number: number)
        return try call { try await $0.addReceipt(input) }
    }

    func receipts(_ query: ReceiptQuery) throws -> PageResource<ReceiptResource> {
        let (year, open, page) = (query.year, query.openOnly, query.page)
        return try call { try await $0.receipts(year: year, openOnly: open, offset: page.offset, limit: page.limit) }
    }

    func receipt(_ number: YearlyNumber) throws -> ReceiptResource {
        try call { try await $0.receipt(number) }
    }

    func updateReceipt(_ number: YearlyNumber, changes: DraftChanges<ReceiptDraft>, isOpen: Bool?) throws -> ReceiptResource {
        let current = try receipt(number)
        var draft = ReceiptDraft()
        draft.receivedOn = current.receivedOn
        draft.source = current.source
        draft.supplier = current.supplier
        draft.documentKind = current.documentKind
        draft.documentNumber = current.documentNumber
        draft.documentDate = current.documentDate ?? ""
        draft.note = current.note
        let (receipt, _) = try changes.applied(to: draft).validated(today: today)
        let input = ReceiptInput(receipt, open: isOpen)
        return try call { try await $0.updateReceipt(number, with: input) }
    }

    func deleteReceipt(_ number: YearlyNumber) throws {
        try call { try await $0.deleteReceipt(number) }
    }

    func writeOff(_ draft: WriteOffDraft) throws -> WriteOffResource {
        let (act, number) = try draft.validated(today: today)
        let input = WriteOffInput(act, number: number)
        return try call { try await $0.addWriteOff(input) }
    }

    func writeOffs(year: Int?, page: PageRequest) throws -> PageResource<WriteOffResource> {
        try call { try await $0.writeOffs(year: year, offset: page.offset, limit: page.limit) }
    }

    func writeOffAct(_ number: YearlyNumber) throws -> WriteOffResource {
        try call { try await $0.writeOff(number) }
    }

    func summaryBook(_ period: LedgerPeriod, fund: LedgerFund) throws -> KSUResource {
        try call { try await $0.summaryBook(from: period.from, to: period.to, fund: fund) }
    }

    func schoolFundReturn(_ period: LedgerPeriod) throws -> SchoolFundReturnResource {
        let (from, to) = (period.from, period.to)
        return try call { try await $0.schoolFundReturn(from: from, to: to) }
    }

    func newArrivals(_ period: LedgerPeriod) throws -> NewArrivalsBulletinResource {
        let (from, to) = (period.from, period.to)
        return try call { try await $0.newArrivals(from: from, to: to) }
    }

    func publicLibraryReturns(_ period: LedgerPeriod) throws -> PublicLibraryReturnsResource {
        let (from, to) = (period.from, period.to)
        return try call { try await $0.publicLibraryReturns(from: from, to: to) }
    }

    func dailyRegister(_ period: LedgerPeriod, branch: BranchCode?) throws -> DailyRegisterResource {
        let (month, code) = (String(period.from.isoText.prefix(7)), branch)
        return try call { try await $0.dailyRegister(month: month, branch: code) }
    }

    func replacementLedger(_ period: LedgerPeriod) throws -> ReplacementLedgerResource {
        try call { try await $0.replacementLedger(from: period.from, to: period.to) }
    }

    func inventoryBook(_ query: InventoryBookQuery) throws -> PageResource<InventoryBookEntryResource> {
        try call {
            try await $0.inventoryBook(inventoryFrom: query.inventoryFrom, inventoryTo: query.inventoryTo, receivedFrom: query.receivedFrom,
                                       receivedTo: query.receivedTo, receipt: query.receipt, branch: query.branch, offset: query.page.offset,
                                       limit: query.page.limit)
        }
    }

    func startStocktake(_ scope: StocktakeScope) throws -> StocktakeResource {
        let input = StocktakeInput(scope)
        return try call { try await $0.startStocktake(input) }
    }

    func scan(_ numbers: [String], into stocktake: StocktakeID) throws -> [StocktakeScanResource] {
        try call { try await $0.scan(numbers, intoStocktake: stocktake.rawValue) }
    }

    func stocktake(_ id: StocktakeID) throws -> StocktakeResource {
        try call { try await $0.stocktake(id.rawValue) }
    }

    func stocktakes(page: PageRequest) throws -> PageResource<StocktakeResource> {
        try call { try await $0.stocktakes(offset: page.offset, limit: page.limit) }
    }

    func stocktakeReport(_ id: StocktakeID) throws -> StocktakeReportResource {
        try call { try await $0.stocktakeReport(id.rawValue) }
    }

    func finishStocktake(_ id: StocktakeID) throws -> StocktakeReportResource {
        try call { try await $0.finishStocktake(id.rawValue) }
    }
}
