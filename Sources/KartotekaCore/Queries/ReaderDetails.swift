/// A reader with the books they hold and their past loans, as the reader card shows it.
public struct ReaderDetails: Sendable, Hashable {
    /// The reader.
    public var record: ReaderRecord
    /// Loans still open, oldest due first.
    public var openLoans: [LoanDetails]
    /// Returned loans, newest first.
    public var history: [LoanDetails]
    /// Why the reader may not borrow now; empty when they may.
    public var blocks: [ReaderBlock]
    /// The blocks librarians set by hand, those that ended too (newest first).
    public var manualBlocks: [ManualBlock]
    /// The books the reader lost, settled or not, newest first.
    public var losses: [BookLoss]
    /// Other readers reached at one of this reader's numbers (their own or a parent's): siblings
    /// sharing a parent's phone, or a number typed for the wrong reader.
    public var sharingPhone: [ReaderRecord]
    /// The reader's holds in force: in the queue, on their way, waiting on the shelf.
    public var holds: [HoldRecord]
    /// How the reader may sign in to the self-service catalogue.
    public var access: ReaderAccess
    /// The reader's consent to the processing of their personal data, when one is on record.
    public var consent: ReaderConsent?

    /// Creates the details.
    public init(record: ReaderRecord, openLoans: [LoanDetails], history: [LoanDetails], blocks: [ReaderBlock] = [],
                manualBlocks: [ManualBlock] = [], losses: [BookLoss] = [], sharingPhone: [ReaderRecord] = [], holds: [HoldRecord] = [],
                access: ReaderAccess = ReaderAccess(), consent: ReaderConsent? = nil) {
        self.record = record
        self.openLoans = openLoans
        self.history = history
        self.blocks = blocks
        self.manualBlocks = manualBlocks
        self.losses = losses
        self.sharingPhone = sharingPhone
        self.holds = holds
        self.access = access
        self.consent = consent
    }
}
