import KartotekaCore
import KartotekaWire
import KartotekaWireMapping

/// The fund's accounts, for the `receipt`, `writeoff`, `ksu`, `inventory-book` and `stocktake`
/// commands. Drafts are checked with the library's today (the database's, or — through a
/// server — this computer's first, then the server's).
protocol AccountingDesk: Sendable {
    /// Today, for a receipt or act number given without its year.
    var accountingToday: Day { get throws }
    /// Enters a batch in the book of summary accounting.
    func addReceipt(_ draft: ReceiptDraft) throws -> ReceiptResource
    /// Batches, newest first.
    func receipts(_ query: ReceiptQuery) throws -> PageResource<ReceiptResource>
    /// A batch with what it brought.
    func receipt(_ number: YearlyNumber) throws -> ReceiptResource
    /// Writes `changes` over a batch's fields, and opens or closes it when `isOpen` says.
    func updateReceipt(_ number: YearlyNumber, changes: DraftChanges<ReceiptDraft>, isOpen: Bool?) throws -> ReceiptResource
    /// Removes a batch that brought no copies.
    func deleteReceipt(_ number: YearlyNumber) throws
    /// Draws up an act of write-off: its copies leave the fund, all or none.
    func writeOff(_ draft: WriteOffDraft) throws -> WriteOffResource
    /// Acts, newest first.
    func writeOffs(year: Int?, page: PageRequest) throws -> PageResource<WriteOffResource>
    /// An act with its commission and copies.
    func writeOffAct(_ number: YearlyNumber) throws -> WriteOffResource
    /// The book of summary accounting of a period.
    func summaryBook(_ period: LedgerPeriod, fund: LedgerFund) throws -> KSUResource
    /// ОО-2 §2.6 for a period (a calendar year).
    func schoolFundReturn(_ period: LedgerPeriod) throws -> SchoolFundReturnResource
    /// The new-arrivals bulletin of a period.
    func newArrivals(_ period: LedgerPeriod) throws -> NewArrivalsBulletinResource
    /// 6-НК for a period: each branch's return and the consolidated one.
    func publicLibraryReturns(_ period: LedgerPeriod) throws -> PublicLibraryReturnsResource
    /// The daily register of a month, of a branch or the whole library.
    func dailyRegister(_ period: LedgerPeriod, branch: BranchCode?) throws -> DailyRegisterResource
    /// The ledger of books accepted from readers instead of lost ones in a period.
    func replacementLedger(_ period: LedgerPeriod) throws -> ReplacementLedgerResource
    /// A page of the inventory book.
    func inventoryBook(_ query: InventoryBookQuery) throws -> PageResource<InventoryBookEntryResource>
    /// Begins a stock check.
    func startStocktake(_ scope: StocktakeScope) throws -> StocktakeResource
    /// Scans numbers into a stock check.
    func scan(_ numbers: [String], into stocktake: StocktakeID) throws -> [StocktakeScanResource]
    /// A stock check and how far it got.
    func stocktake(_ id: StocktakeID) throws -> StocktakeResource
    /// Stock checks, newest first.
    func stocktakes(page: PageRequest) throws -> PageResource<StocktakeResource>
    /// A stock check's results so far (or as it ended).
    func stocktakeReport(_ id: StocktakeID) throws -> StocktakeReportResource
    /// Ends a stock check today.
    func finishStocktake(_ id: StocktakeID) throws -> StocktakeReportResource
}
