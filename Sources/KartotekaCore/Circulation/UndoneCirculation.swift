/// A lend or a return made by mistake at the desk and undone: the loan removed as if it had never
/// been made, or reopened as if the book had never come back.
public struct UndoneCirculation: Sendable, Hashable {
    /// What was undone.
    public enum Kind: String, Sendable, Hashable {
        /// A lend: the loan is gone.
        case lend
        /// A return: the loan is open again.
        case returnCopy = "return"
    }

    /// What was undone.
    public var kind: Kind
    /// The loan: as it was before it was removed, or as it is open again.
    public var loan: LoanDetails

    /// An undone lend or return.
    public init(kind: Kind, loan: LoanDetails) {
        self.kind = kind
        self.loan = loan
    }
}
