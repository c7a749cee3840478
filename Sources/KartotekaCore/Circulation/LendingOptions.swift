/// How a copy is to be lent, as the lend form, the desk, the API and the command line ask for it:
/// one value that the use cases, the store and ``LendingCase/decide(_:today:)`` take whole.
public struct LendingOptions: Sendable, Hashable {
    /// The due day asked for; `nil`: as the loan rule covering the copy gives.
    public var dueOn: Day?
    /// The branch whose desk lends; `nil`: the desk's own (in the store: wherever the copy is).
    public var branch: BranchCode?
    /// Whether the copy is lent to read in the library (the reading room): due back the same day,
    /// a copy kept for the reading room included; a visit and a loan like any other, counted apart.
    public var inLibrary: Bool
    /// Whether a title marked above the reader's age is lent all the same (436-ФЗ): a librarian's
    /// decision, never for 18+.
    public var overridingAgeMark: Bool
    /// Whether the desk confirmed lending a copy of a title the reader holds a copy of already
    /// (the desk asks; a lend that names the copy and the reader on purpose does not).
    public var secondCopyConfirmed: Bool
    /// Whether the desk confirmed lending a copy back to the reader who handed it in moments ago
    /// (a book read in the reading room and then taken home is lent without asking).
    public var lendAgainConfirmed: Bool
    /// Whether a due day beyond the loan rule may be set.
    public var mayExceedRules: Bool

    /// Options; by default as the loan rules give, at the desk's own branch, taken home.
    public init(dueOn: Day? = nil, at branch: BranchCode? = nil, inLibrary: Bool = false, overridingAgeMark: Bool = false,
                secondCopyConfirmed: Bool = false, lendAgainConfirmed: Bool = false, mayExceedRules: Bool = false) {
        self.dueOn = dueOn
        self.branch = branch
        self.inLibrary = inLibrary
        self.overridingAgeMark = overridingAgeMark
        self.secondCopyConfirmed = secondCopyConfirmed
        self.lendAgainConfirmed = lendAgainConfirmed
        self.mayExceedRules = mayExceedRules
    }

}
