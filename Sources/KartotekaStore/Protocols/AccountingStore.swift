import KartotekaCore

/// The fund's accounts: receipts (the batches of the book of summary accounting), acts of
/// write-off, the book of summary accounting itself and the inventory book. Every method is one
/// transaction: an act writes off all its copies or none.
public protocol AccountingStore: Sendable {
    /// Enters a batch under `number` (its year's next number when `nil`), open for copies, by an
    /// account (`nil`: the command line). Throws ``AccountingError/receiptNumberTaken(_:)``.
    func addReceipt(_ receipt: Receipt, number: YearlyNumber?, by account: String?) throws -> ReceiptRecord
    /// Changes a batch's fields, and whether copies may still join it; its day stays in its year.
    func updateReceipt(_ number: YearlyNumber, with receipt: Receipt, isOpen: Bool) throws -> ReceiptRecord
    /// Removes a batch that brought no copies.
    func deleteReceipt(_ number: YearlyNumber) throws
    /// A batch with what it brought; throws ``AccountingError/receiptNotFound(_:)``.
    func receipt(_ number: YearlyNumber) throws -> ReceiptRecord
    /// Batches, newest first.
    func receipts(_ query: ReceiptQuery) throws -> Page<ReceiptRecord>

    /// Writes off an act's copies under `number` (its year's next number when `nil`), by an
    /// account (`nil`: the command line): all of them, or — when one is on loan, on its way,
    /// written off already or received after the act's day — none.
    func writeOff(_ act: WriteOffAct, number: YearlyNumber?, by account: String?) throws -> WriteOffRecord
    /// An act with its commission and copies; throws ``AccountingError/writeOffNotFound(_:)``.
    func writeOffAct(_ number: YearlyNumber) throws -> WriteOffRecord
    /// Acts, newest first: of a year, or all.
    func writeOffs(year: Int?, page: PageRequest) throws -> Page<WriteOffRecord>

    /// The book of summary accounting of a period in its three parts, of the main fund (textbooks
    /// left out) or of the textbook fund, which a school keeps apart.
    func summaryBook(_ period: LedgerPeriod, fund: LedgerFund) throws -> KSUReport
    /// ОО-2 §2.6 for a period (a calendar year): the fund received, withdrawn and held by line,
    /// counted over both funds as the book of summary accounting counts them.
    func schoolFundReturn(_ period: LedgerPeriod) throws -> SchoolFundReturn
    /// The new-arrivals bulletin of a period: the titles whose copies entered the main fund in it,
    /// by BBK section, described by ГОСТ Р 7.0.100-2018.
    func newArrivals(_ period: LedgerPeriod) throws -> NewArrivalsBulletin
    /// A page of the inventory book.
    func inventoryBook(_ query: InventoryBookQuery) throws -> Page<InventoryBookEntry>
}

extension AccountingStore {
    /// The book of summary accounting of the main fund.
    public func summaryBook(_ period: LedgerPeriod) throws -> KSUReport {
        try summaryBook(period, fund: .main)
    }
}
