/// A reader with their open loans, each with the copy and its title (and all the title's
/// copies, which the IRBIS shelf code is built from).
public struct ReaderWithLoans: Sendable, Hashable {
    /// One open loan with what it points at.
    public struct OpenLoan: Sendable, Hashable {
        /// The loan.
        public var loan: Loan
        /// The copy lent.
        public var copy: CopyRecord
        /// The copy's title with all its copies.
        public var title: TitleWithCopies

        /// Creates the loan entry.
        public init(loan: Loan, copy: CopyRecord, title: TitleWithCopies) {
            self.loan = loan
            self.copy = copy
            self.title = title
        }
    }

    /// The reader.
    public var reader: ReaderRecord
    /// The books they hold.
    public var loans: [OpenLoan]

    /// Creates the pair.
    public init(reader: ReaderRecord, loans: [OpenLoan]) {
        self.reader = reader
        self.loans = loans
    }
}
