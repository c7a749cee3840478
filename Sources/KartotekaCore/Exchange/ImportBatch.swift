import Foundation

/// A group of imported records stored in one transaction.
public struct ImportBatch: Sendable {
    /// A title to import, with its record number in the file.
    public struct TitleItem: Sendable {
        public var recordNumber: Int
        public var title: Title
        public var copies: [Copy]
        /// What the record said of the copies' accounts, by inventory number.
        public var accounts: [InventoryNumber: ImportedCopyAccounts]
        /// Whether the record said what kind of item it is (else the kind is guessed).
        public var kindStated: Bool

        public init(recordNumber: Int, title: Title, copies: [Copy], accounts: [InventoryNumber: ImportedCopyAccounts] = [:],
                    kindStated: Bool = true) {
            self.recordNumber = recordNumber
            self.title = title
            self.copies = copies
            self.accounts = accounts
            self.kindStated = kindStated
        }
    }

    /// A loan to import: open when `returnedAt` is `nil`.
    public struct LoanItem: Sendable {
        public var inventoryNumber: InventoryNumber
        public var issuedAt: Date
        public var dueOn: Day
        public var returnedAt: Date?
        public var renewals: Int

        public init(inventoryNumber: InventoryNumber, issuedAt: Date, dueOn: Day, returnedAt: Date?, renewals: Int) {
            self.inventoryNumber = inventoryNumber
            self.issuedAt = issuedAt
            self.dueOn = dueOn
            self.returnedAt = returnedAt
            self.renewals = renewals
        }
    }

    /// A reader to import, with their loans.
    public struct ReaderItem: Sendable {
        public var recordNumber: Int
        public var reader: Reader
        public var loans: [LoanItem]

        public init(recordNumber: Int, reader: Reader, loans: [LoanItem]) {
            self.recordNumber = recordNumber
            self.reader = reader
            self.loans = loans
        }
    }

    /// Titles to import.
    public var titles: [TitleItem]
    /// Readers to import.
    public var readers: [ReaderItem]
    /// What to do with duplicates.
    public var duplicates: DuplicatePolicy
    /// The batch (of the book of summary accounting) that copies without a КСУ number join.
    public var receipt: YearlyNumber?

    /// Creates a batch.
    public init(titles: [TitleItem] = [], readers: [ReaderItem] = [], duplicates: DuplicatePolicy, receipt: YearlyNumber? = nil) {
        self.titles = titles
        self.readers = readers
        self.duplicates = duplicates
        self.receipt = receipt
    }
}
