import KartotekaCore
import KartotekaStore

/// Lends a copy to a reader at the principal's desk (or at `branch`), until `dueOn` or for as
/// long as the loan rule covering it gives. Refused — with why and what to do — when the copy is
/// out, elsewhere or set aside for another reader, the reader is blocked or at their limit, the
/// rule keeps the copy in the reading room, or `dueOn` is beyond the rule and the principal may
/// not set any due day.
public struct Lend: UseCase {
    public static let action = "lend"
    public static let access = UseCaseAccess.permission(.circulate)

    /// The copy.
    public let copy: InventoryNumber
    /// The reader.
    public let reader: TicketNumber
    /// The due day asked for; `nil`: as the rule gives.
    public let dueOn: Day?
    /// The branch whose desk lends; `nil`: the principal's.
    public let branch: BranchCode?
    /// Whether the copy is lent to read in the library (the reading room): due back today, a
    /// copy kept for the reading room included; a visit and a loan like any other, counted apart.
    public let inLibrary: Bool

    /// Whether a title marked above the reader's age is lent all the same (436-ФЗ): only by an
    /// account that may set any due day (a librarian), never for 18+; noted in the audit line.
    public let overridingAgeMark: Bool

    /// A lend of `copy` to `reader`.
    public init(_ copy: InventoryNumber, to reader: TicketNumber, dueOn: Day? = nil, at branch: BranchCode? = nil,
                overridingAgeMark: Bool = false, inLibrary: Bool = false) {
        self.overridingAgeMark = overridingAgeMark
        self.copy = copy
        self.reader = reader
        self.dueOn = dueOn
        self.branch = branch
        self.inLibrary = inLibrary
    }

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> LoanDetails {
        try transaction.connection.lend(copy, to: reader, dueOn: dueOn, at: branch ?? principal.branch,
                                        mayExceedRules: principal.may(.setAnyDueDay),
                                        overridingAgeMark: overridingAgeMark && principal.may(.setAnyDueDay), inLibrary: inLibrary, today: transaction.today,
                                        now: transaction.now)
    }

    public func auditSubject(of output: LoanDetails) -> String? {
        "copy \(copy) to reader \(reader)" + (overridingAgeMark ? ", age mark overridden" : "")
    }
}
