import KartotekaValues

/// A copy as the API shows it, with its open loan.
public struct CopyResource: Codable, Sendable, Hashable {
    public var inventoryNumber: String = ""
    public var titleId: Int64 = 0
    public var storagePlace: String = ""
    public var price: String?
    /// `YYYY-MM-DD`.
    public var receivedOn: String?
    public var barcode: String?
    /// `available`, `on_loan`, `lost`, `written_off` or `bindery`.
    public var status: String = ""
    /// The open loan, when the copy is out.
    public var loan: LoanResource?
    /// The code of the branch that owns the copy.
    public var homeBranch: String?
    /// The code of the branch where the copy is (or that sent it, while it travels).
    public var currentBranch: String?
    /// The code of the branch the copy is on its way to, while it travels.
    public var travellingTo: String?
    /// The КСУ number of the batch it came in: `2027/5`.
    public var receipt: String?
    /// Whether it is on the balance.
    public var onBalance: Bool?
    /// `book`, `brochure`, `journal`, `newspaper`, `audiovisual` or `electronic`.
    public var documentType: String?
    /// Its class for ОО-2 §2.6 as the librarian set it; absent: by its title's kind.
    public var fundClass: String?
    /// The day of the last stock check that found it, `YYYY-MM-DD`.
    public var checkedOn: String?
    /// The act that wrote it off: `2027/3` (or an imported record's 910^V).
    public var writeOffAct: String?
    /// That act's day.
    public var writeOffDate: String?

    /// Empty, for the mapping from the domain to fill in.
    public init() {}
}
