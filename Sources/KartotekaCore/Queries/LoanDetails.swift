/// A loan with what a person needs to read it: which book, and who has it.
public struct LoanDetails: Sendable, Hashable {
    /// The loan.
    public var loan: Loan
    /// The title of the copy lent, when the copy still exists.
    public var titleID: TitleID?
    /// `Лермонтов М. Ю. Герой нашего времени`, kept with the loan.
    public var titleDescription: String
    /// The reader, when not anonymised.
    public var holder: LoanHolder?
    /// The branch whose desk lent the copy, when known.
    public var branch: BranchCode?
    /// The branch whose desk took it back, once returned.
    public var returnBranch: BranchCode?
    /// The class whose textbook set the copy was handed out in; `nil`: an ordinary loan.
    public var classSet: SchoolClass?

    /// Creates the details.
    public init(loan: Loan, titleID: TitleID?, titleDescription: String, holder: LoanHolder?, branch: BranchCode? = nil,
                returnBranch: BranchCode? = nil, classSet: SchoolClass? = nil) {
        self.classSet = classSet
        self.loan = loan
        self.titleID = titleID
        self.titleDescription = titleDescription
        self.holder = holder
        self.branch = branch
        self.returnBranch = returnBranch
    }
}
