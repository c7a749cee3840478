extension UndoneCirculation {
    /// What was undone.
    public enum Kind: String, Sendable, Hashable {
        /// A lend: the loan is gone.
        case lend
        /// A return: the loan is open again.
        case returnCopy = "return"
    }
}
