import Foundation
import KartotekaCore
import KartotekaStore
import Synchronization

/// A failure no part of Kartoteka knows: what a broken disk, a bug in a library or a store in a
/// state nobody foresaw would throw. Its description is the cause the log must name and no
/// answer may show.
struct UnforeseenFault: Error, CustomStringConvertible {
    let description: String
}

/// A store that answers as the one it wraps, except that listing locations fails, once told to,
/// with an error nobody expected — for the path every unexpected failure takes to its answer.
final class FailingStore: LibraryStore {
    private let wrapped: any LibraryStore
    private let failure = Mutex<UnforeseenFault?>(nil)

    init(wrapping store: any LibraryStore) {
        wrapped = store
    }

    /// Makes every later listing of locations fail with `fault`.
    func failLocations(with fault: UnforeseenFault) {
        failure.withLock { $0 = fault }
    }

    // AccountStore
    func accountCount() throws -> Int { try wrapped.accountCount() }
    func addAccount(username: String, displayName: String, role: Role, passwordHash: String) throws -> Account { try wrapped.addAccount(username: username, displayName: displayName, role: role, passwordHash: passwordHash) }
    func account(username: String) throws -> (account: Account, passwordHash: String) { try wrapped.account(username: username) }
    func accounts() throws -> [Account] { try wrapped.accounts() }
    func updateAccount(username: String, role: Role?, displayName: String?, disabled: Bool?) throws -> Account { try wrapped.updateAccount(username: username, role: role, displayName: displayName, disabled: disabled) }
    func setPasswordHash(username: String, passwordHash: String) throws { try wrapped.setPasswordHash(username: username, passwordHash: passwordHash) }
    func deleteAccount(username: String) throws { try wrapped.deleteAccount(username: username) }
    func createSession(accountID: Int64, tokenDigest: String, csrfToken: String, expiresAt: Date, branch: BranchCode?) throws { try wrapped.createSession(accountID: accountID, tokenDigest: tokenDigest, csrfToken: csrfToken, expiresAt: expiresAt, branch: branch) }
    func setAccountBranch(username: String, branch: BranchCode?) throws -> Account { try wrapped.setAccountBranch(username: username, branch: branch) }
    func session(tokenDigest: String) throws -> SessionRecord? { try wrapped.session(tokenDigest: tokenDigest) }
    func deleteSession(tokenDigest: String) throws { try wrapped.deleteSession(tokenDigest: tokenDigest) }
    func recordSignInFailure(name: String, address: String, at: Date, forgettingBefore: Date) throws { try wrapped.recordSignInFailure(name: name, address: address, at: at, forgettingBefore: forgettingBefore) }
    func signInFailures(name: String, address: String, since: Date) throws -> [Date] { try wrapped.signInFailures(name: name, address: address, since: since) }
    func forgetSignInFailures(name: String, address: String?) throws -> Int { try wrapped.forgetSignInFailures(name: name, address: address) }
    func addAPIToken(username: String, name: String, tokenDigest: String) throws -> APITokenRecord { try wrapped.addAPIToken(username: username, name: name, tokenDigest: tokenDigest) }
    func account(apiTokenDigest: String) throws -> Account? { try wrapped.account(apiTokenDigest: apiTokenDigest) }
    func apiTokens(username: String?) throws -> [APITokenRecord] { try wrapped.apiTokens(username: username) }
    func revokeAPIToken(id: Int64) throws { try wrapped.revokeAPIToken(id: id) }
    func appendAudit(_ entry: AuditEntry) throws { try wrapped.appendAudit(entry) }
    func auditEntries(page: PageRequest) throws -> Page<AuditEntry> { try wrapped.auditEntries(page: page) }

    // BranchStore
    func branches() throws -> [BranchRecord] { try wrapped.branches() }
    func branch(_ code: BranchCode) throws -> BranchRecord { try wrapped.branch(code) }
    func addBranch(_ branch: Branch) throws -> BranchRecord { try wrapped.addBranch(branch) }
    func updateBranch(_ code: BranchCode, with branch: Branch) throws -> BranchRecord { try wrapped.updateBranch(code, with: branch) }
    func deleteBranch(_ code: BranchCode) throws { try wrapped.deleteBranch(code) }
    func publishBranch(_ code: BranchCode, _ listing: BranchListing) throws -> BranchRecord { try wrapped.publishBranch(code, listing) }
    func unpublishBranch(_ code: BranchCode) throws -> BranchRecord { try wrapped.unpublishBranch(code) }
    func sendCopy(_ inventoryNumber: InventoryNumber, to branch: BranchCode, by account: String?) throws -> TransferRecord { try wrapped.sendCopy(inventoryNumber, to: branch, by: account) }
    func receiveCopy(_ inventoryNumber: InventoryNumber, at branch: BranchCode, by account: String?) throws -> TransferRecord { try wrapped.receiveCopy(inventoryNumber, at: branch, by: account) }
    func transfers(_ query: TransferQuery) throws -> Page<TransferRecord> { try wrapped.transfers(query) }

    // AccountingStore
    func addReceipt(_ receipt: Receipt, number: YearlyNumber?, by account: String?) throws -> ReceiptRecord { try wrapped.addReceipt(receipt, number: number, by: account) }
    func updateReceipt(_ number: YearlyNumber, with receipt: Receipt, isOpen: Bool) throws -> ReceiptRecord { try wrapped.updateReceipt(number, with: receipt, isOpen: isOpen) }
    func deleteReceipt(_ number: YearlyNumber) throws { try wrapped.deleteReceipt(number) }
    func receipt(_ number: YearlyNumber) throws -> ReceiptRecord { try wrapped.receipt(number) }
    func receipts(_ query: ReceiptQuery) throws -> Page<ReceiptRecord> { try wrapped.receipts(query) }
    func writeOff(_ act: WriteOffAct, number: YearlyNumber?, by account: String?) throws -> WriteOffRecord { try wrapped.writeOff(act, number: number, by: account) }
    func writeOffAct(_ number: YearlyNumber) throws -> WriteOffRecord { try wrapped.writeOffAct(number) }
    func writeOffs(year: Int?, page: PageRequest) throws -> Page<WriteOffRecord> { try wrapped.writeOffs(year: year, page: page) }
    func summaryBook(_ period: LedgerPeriod, fund: LedgerFund) throws -> KSUReport { try wrapped.summaryBook(period, fund: fund) }
    func inventoryBook(_ query: InventoryBookQuery) throws -> Page<InventoryBookEntry> { try wrapped.inventoryBook(query) }

    // StatisticsStore
    func statistics(_ query: StatisticsQuery) throws -> StatisticsReport { try wrapped.statistics(query) }

    // StocktakeStore
    func startStocktake(_ scope: StocktakeScope, by account: String?) throws -> StocktakeRecord { try wrapped.startStocktake(scope, by: account) }
    func scan(_ numbers: [String], into stocktake: StocktakeID, by account: String?) throws -> [StocktakeScan] { try wrapped.scan(numbers, into: stocktake, by: account) }
    func stocktake(_ id: StocktakeID) throws -> StocktakeRecord { try wrapped.stocktake(id) }
    func stocktakes(page: PageRequest) throws -> Page<StocktakeRecord> { try wrapped.stocktakes(page: page) }
    func stocktakeReport(_ id: StocktakeID) throws -> StocktakeReport { try wrapped.stocktakeReport(id) }
    func finishStocktake(_ id: StocktakeID, by account: String?) throws -> StocktakeReport { try wrapped.finishStocktake(id, by: account) }

    // CopyCataloguingStore
    func copyCataloguingTargets() throws -> [CopyCataloguingTargetRecord] { try wrapped.copyCataloguingTargets() }
    func copyCataloguingTarget(_ id: CopyCataloguingTargetID) throws -> CopyCataloguingTargetRecord { try wrapped.copyCataloguingTarget(id) }
    func copyCataloguingTarget(named name: String) throws -> CopyCataloguingTargetRecord { try wrapped.copyCataloguingTarget(named: name) }
    func addCopyCataloguingTarget(_ target: CopyCataloguingTarget) throws -> CopyCataloguingTargetRecord { try wrapped.addCopyCataloguingTarget(target) }
    func updateCopyCataloguingTarget(_ id: CopyCataloguingTargetID, with target: CopyCataloguingTarget) throws -> CopyCataloguingTargetRecord { try wrapped.updateCopyCataloguingTarget(id, with: target) }
    func deleteCopyCataloguingTarget(_ id: CopyCataloguingTargetID) throws { try wrapped.deleteCopyCataloguingTarget(id) }

    // CatalogStore
    func addTitle(_ title: Title, copies: [Copy], at branch: BranchCode?) throws -> TitleDetails { try wrapped.addTitle(title, copies: copies, at: branch) }
    func catalogue(_ title: Title, copies: [Copy], at branch: BranchCode?) throws -> CataloguingResult { try wrapped.catalogue(title, copies: copies, at: branch) }
    func updateTitle(_ id: TitleID, with title: Title) throws -> TitleRecord { try wrapped.updateTitle(id, with: title) }
    func deleteTitle(_ id: TitleID) throws { try wrapped.deleteTitle(id) }
    func title(_ id: TitleID) throws -> TitleDetails { try wrapped.title(id) }
    func title(isbn: ISBN) throws -> TitleRecord? { try wrapped.title(isbn: isbn) }
    func searchTitles(_ query: CatalogQuery) throws -> TitleSearchResult { try wrapped.searchTitles(query) }
    func titles(titlePrefix: String, limit: Int) throws -> [TitleRecord] { try wrapped.titles(titlePrefix: titlePrefix, limit: limit) }
    func addCopy(_ copy: Copy, to title: TitleID, at branch: BranchCode?) throws -> CopyRecord { try wrapped.addCopy(copy, to: title, at: branch) }
    func updateCopy(_ inventoryNumber: InventoryNumber, with copy: Copy) throws -> CopyRecord { try wrapped.updateCopy(inventoryNumber, with: copy) }
    func deleteCopy(_ inventoryNumber: InventoryNumber) throws { try wrapped.deleteCopy(inventoryNumber) }
    func copy(_ inventoryNumber: InventoryNumber) throws -> CopyDetails { try wrapped.copy(inventoryNumber) }
    func copy(barcode: String) throws -> CopyDetails { try wrapped.copy(barcode: barcode) }

    // TransactionalStore
    func writing<T: Sendable>(_ body: (StoreTransaction) throws -> T) throws -> T { try wrapped.writing(body) }
    func reading<T: Sendable>(_ body: (StoreTransaction) throws -> T) throws -> T { try wrapped.reading(body) }

    // ChangeTrackingStore
    func changeGeneration() throws -> UInt64 { try wrapped.changeGeneration() }

    // CirculationStore
    func lend(_ inventoryNumber: InventoryNumber, to ticketNumber: TicketNumber, dueOn: Day?, at branch: BranchCode?) throws -> LoanDetails { try wrapped.lend(inventoryNumber, to: ticketNumber, dueOn: dueOn, at: branch) }
    func returnCopy(_ inventoryNumber: InventoryNumber, at branch: BranchCode?, by account: String?) throws -> LoanDetails { try wrapped.returnCopy(inventoryNumber, at: branch, by: account) }
    func renew(_ inventoryNumber: InventoryNumber, dueOn: Day?) throws -> LoanDetails { try wrapped.renew(inventoryNumber, dueOn: dueOn) }
    func overdueLoans(asOf day: Day?, branch: BranchCode?, schoolClass: SchoolClass?, page: PageRequest) throws -> Page<LoanDetails> { try wrapped.overdueLoans(asOf: day, branch: branch, schoolClass: schoolClass, page: page) }
    func today() -> Day { wrapped.today() }

    // ExchangeStore
    func forEachTitle(_ selection: TitleSelection, batchSize: Int, _ body: ([TitleWithCopies]) throws -> Void) throws { try wrapped.forEachTitle(selection, batchSize: batchSize, body) }
    func forEachReader(_ selection: ReaderSelection, batchSize: Int, _ body: ([ReaderWithLoans]) throws -> Void) throws { try wrapped.forEachReader(selection, batchSize: batchSize, body) }
    func importBatch(_ batch: ImportBatch, dryRun: Bool) throws -> ImportOutcome { try wrapped.importBatch(batch, dryRun: dryRun) }
    func importing<T>(_ body: () throws -> T) throws -> T { try wrapped.importing(body) }

    // LocationStore
    func addLocation(_ location: Location) throws -> LocationRecord { try wrapped.addLocation(location) }
    func updateLocation(_ id: LocationID, with location: Location) throws -> LocationRecord { try wrapped.updateLocation(id, with: location) }
    func deleteLocation(_ id: LocationID) throws { try wrapped.deleteLocation(id) }
    func location(_ id: LocationID) throws -> LocationRecord { try wrapped.location(id) }
    func locations(countryPrefix: String) throws -> [LocationRecord] {
        if let failure = failure.withLock({ $0 }) { throw failure }
        return try wrapped.locations(countryPrefix: countryPrefix)
    }

    // MaintenanceStore
    func schemaVersion() throws -> Int { try wrapped.schemaVersion() }
    var backupFileExtension: String { wrapped.backupFileExtension }
    func backup(to path: String) throws { try wrapped.backup(to: path) }
    func anonymiseLoans(returnedBefore cutoff: Date) throws -> Int { try wrapped.anonymiseLoans(returnedBefore: cutoff) }
    func readerData(_ ticketNumber: TicketNumber) throws -> ReaderDetails { try wrapped.readerData(ticketNumber) }

    // ReaderStore
    func addReader(_ reader: Reader) throws -> ReaderRecord { try wrapped.addReader(reader) }
    func updateReader(_ ticketNumber: TicketNumber, with reader: Reader) throws -> ReaderRecord { try wrapped.updateReader(ticketNumber, with: reader) }
    func deleteReader(_ ticketNumber: TicketNumber) throws { try wrapped.deleteReader(ticketNumber) }
    func reader(_ ticketNumber: TicketNumber) throws -> ReaderDetails { try wrapped.reader(ticketNumber) }
    func listReaders(_ query: ReaderQuery) throws -> Page<ReaderSummary> { try wrapped.listReaders(query) }
    func readerCategories() throws -> [String] { try wrapped.readerCategories() }

    // LoanRuleStore
    func loanRules() throws -> [LoanRule] { try wrapped.loanRules() }
    func setLoanRule(_ rule: LoanRule) throws { try wrapped.setLoanRule(rule) }
    func removeLoanRule(_ scope: LoanRuleScope) throws { try wrapped.removeLoanRule(scope) }

    // ReaderStandingStore
    func addBlock(to ticketNumber: TicketNumber, _ block: NewManualBlock, by account: String?) throws -> ManualBlock { try wrapped.addBlock(to: ticketNumber, block, by: account) }
    func removeBlock(_ id: BlockID) throws { try wrapped.removeBlock(id) }
    func blockedReaders(page: PageRequest) throws -> Page<BlockedReader> { try wrapped.blockedReaders(page: page) }
    func recordLoss(_ inventoryNumber: InventoryNumber, by account: String?) throws -> BookLoss { try wrapped.recordLoss(inventoryNumber, by: account) }
    func settleLoss(_ id: LossID, _ settlement: LossSettlementRequest, by account: String?) throws -> BookLoss { try wrapped.settleLoss(id, settlement, by: account) }
    func loss(_ id: LossID) throws -> BookLoss { try wrapped.loss(id) }
    func losses(_ query: LossQuery) throws -> Page<BookLoss> { try wrapped.losses(query) }
    func replacementLedger(_ period: LedgerPeriod) throws -> [ReplacementLedgerLine] { try wrapped.replacementLedger(period) }

    // ClassSetStore
    func handOutClassSet(_ request: ClassSetRequest, at branch: BranchCode?, by account: String?) throws -> ClassSet {
        try wrapped.handOutClassSet(request, at: branch, by: account)
    }
    func classSet(_ id: ClassSetID) throws -> ClassSet { try wrapped.classSet(id) }
    func classSets(schoolClass: SchoolClass?) throws -> [ClassSet] { try wrapped.classSets(schoolClass: schoolClass) }
    func takeBackClassSet(_ id: ClassSetID, copies: [InventoryNumber], at branch: BranchCode?, by account: String?) throws -> ClassSet {
        try wrapped.takeBackClassSet(id, copies: copies, at: branch, by: account)
    }

    // TextbookStore
    func setTextbookCard(_ card: TextbookCard) throws -> TextbookCardDetails { try wrapped.setTextbookCard(card) }
    func textbookCard(_ titleID: TitleID) throws -> TextbookCardDetails { try wrapped.textbookCard(titleID) }
    func textbookCards(grade: Int?) throws -> [TextbookCardDetails] { try wrapped.textbookCards(grade: grade) }
    func addTextbookCopies(_ titleID: TitleID, count: Int, receipt: YearlyNumber?, price: Money?,
                           at branch: BranchCode?) throws -> TextbookCardDetails {
        try wrapped.addTextbookCopies(titleID, count: count, receipt: receipt, price: price, at: branch)
    }

    // SchoolStore
    func importClassList(_ list: ClassListFile, dryRun: Bool) throws -> ClassListChanges { try wrapped.importClassList(list, dryRun: dryRun) }
    func promoteClasses(dryRun: Bool) throws -> PromotionReport { try wrapped.promoteClasses(dryRun: dryRun) }
    func schoolClasses() throws -> [ClassSize] { try wrapped.schoolClasses() }

    // SettingsStore
    func settings() throws -> LibrarySettings { try wrapped.settings() }
    func saveSettings(_ settings: LibrarySettings) throws { try wrapped.saveSettings(settings) }


    // HoldStore
    func placeHold(_ request: HoldRequest, by account: String?) throws -> HoldRecord { try wrapped.placeHold(request, by: account) }
    func cancelHold(_ id: HoldID, reader: TicketNumber?, by account: String?) throws -> HoldRecord { try wrapped.cancelHold(id, reader: reader, by: account) }
    func hold(_ id: HoldID) throws -> HoldRecord { try wrapped.hold(id) }
    func holds(_ query: HoldQuery) throws -> Page<HoldRecord> { try wrapped.holds(query) }
    func holdSettingAside(_ inventoryNumber: InventoryNumber) throws -> HoldRecord? { try wrapped.holdSettingAside(inventoryNumber) }
    func expireHolds(asOf day: Day?) throws -> [HoldRecord] { try wrapped.expireHolds(asOf: day) }

    // NoticeStore
    func planNotices(asOf day: Day, dryRun: Bool) throws -> [NoticeRecord] { try wrapped.planNotices(asOf: day, dryRun: dryRun) }
    func noticesToSend(limit: Int) throws -> [NoticeID] { try wrapped.noticesToSend(limit: limit) }
    func claimNotice(_ id: NoticeID) throws -> NoticeRecord? { try wrapped.claimNotice(id) }
    func noticeSent(_ id: NoticeID) throws { try wrapped.noticeSent(id) }
    func noticeFailed(_ id: NoticeID, reason: String, retryAt: Date?) throws { try wrapped.noticeFailed(id, reason: reason, retryAt: retryAt) }
    func retryNotice(_ id: NoticeID) throws -> NoticeRecord { try wrapped.retryNotice(id) }
    func notice(_ id: NoticeID) throws -> NoticeRecord { try wrapped.notice(id) }
    func notices(_ query: NoticeQuery) throws -> Page<NoticeRecord> { try wrapped.notices(query) }
    func printableNotices(asOf day: Day?, schoolClass: SchoolClass?, ticket: TicketNumber?) throws -> [ReaderNotices] { try wrapped.printableNotices(asOf: day, schoolClass: schoolClass, ticket: ticket) }

    // ReaderAccessStore
    func changeReaderAccess(_ ticket: TicketNumber, passwordHash: String??, codesEnabled: Bool?, unlock: Bool) throws -> ReaderAccess { try wrapped.changeReaderAccess(ticket, passwordHash: passwordHash, codesEnabled: codesEnabled, unlock: unlock) }
    func readerCredentials(_ ticket: TicketNumber) throws -> ReaderCredentials? { try wrapped.readerCredentials(ticket) }
    func keepReaderCode(_ ticket: TicketNumber, digest: String, expiresAt: Date) throws { try wrapped.keepReaderCode(ticket, digest: digest, expiresAt: expiresAt) }
    func countWrongCode(_ ticket: TicketNumber) throws -> Date? { try wrapped.countWrongCode(ticket) }
    func startReaderSession(_ ticket: TicketNumber, tokenDigest: String, csrfToken: String, expiresAt: Date) throws { try wrapped.startReaderSession(ticket, tokenDigest: tokenDigest, csrfToken: csrfToken, expiresAt: expiresAt) }
    func readerSession(tokenDigest: String) throws -> ReaderSession? { try wrapped.readerSession(tokenDigest: tokenDigest) }
    func endReaderSession(tokenDigest: String) throws { try wrapped.endReaderSession(tokenDigest: tokenDigest) }
    func showReaderHistory(_ ticket: TicketNumber, _ shown: Bool) throws { try wrapped.showReaderHistory(ticket, shown) }
}
