/// What the desk did with a scan: it took the reader up (a ticket), lent the copy to the reader
/// at the desk, took it back from whoever held it, or refused — and the reader card the desk
/// shows next.
public struct DeskScanResult: Codable, Sendable, Hashable {
    /// `reader` (the reader at the desk now), `lent`, `returned`, `refused` (the message says why
    /// and what to do) or `unknown` (the code is neither a reader nor a copy).
    public var outcome: String
    /// What happened, in the language asked for.
    public var message: String
    /// The loan made or ended.
    public var loan: LoanResource?
    /// Who a copy taken back came from.
    public var returnedFrom: ReaderReference?
    /// The reader at the desk after the scan, with what they hold and any blocks.
    public var reader: ReaderResource?
    /// The hold a copy taken back was set aside for: put it on the hold shelf, or send it on.
    public var setAsideFor: HoldResource?
    /// The readers a name typed fits, to choose who is at the desk (`unknown` only).
    public var readersFound: [ReaderReference]?
    /// Why it was refused, as a code (`refused` only): `title_already_held` is lent when sent again
    /// with `secondCopy`, `copy_just_returned` with `lendAgain`.
    public var refusal: String?

    /// Creates the result.
    public init(outcome: String, message: String, loan: LoanResource? = nil, returnedFrom: ReaderReference? = nil,
                reader: ReaderResource? = nil, setAsideFor: HoldResource? = nil, readersFound: [ReaderReference]? = nil) {
        self.outcome = outcome
        self.message = message
        self.loan = loan
        self.returnedFrom = returnedFrom
        self.reader = reader
        self.setAsideFor = setAsideFor
        self.readersFound = readersFound
    }
}
