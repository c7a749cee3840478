import KartotekaCore
import KartotekaStore

/// Lends a copy to a reader as its ``LendingOptions`` ask: at the principal's desk (or at their
/// branch), until their due day or for as long as the loan rule covering it gives. Refused — with
/// why and what to do — when the copy is out, elsewhere or set aside for another reader, the
/// reader is blocked or at their limit, the rule keeps the copy in the reading room, the title is
/// marked above the reader's age (unless overridden, never 18+), or the due day is beyond the
/// rule and the principal may not set any due day.
public struct Lend: UseCase {
    public static let action = "lend"
    public static let access = UseCaseAccess.permission(.circulate)

    /// The copy.
    public let copy: InventoryNumber
    /// The reader.
    public let reader: TicketNumber
    /// How it is lent, as asked; what the principal may not ask is dropped (``LendingOptions/granted(to:)``).
    public let options: LendingOptions

    /// A lend of `copy` to `reader` as `options` ask.
    public init(_ copy: InventoryNumber, to reader: TicketNumber, _ options: LendingOptions = LendingOptions()) {
        self.copy = copy
        self.reader = reader
        self.options = options
    }

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> LoanDetails {
        try transaction.connection.lend(copy, to: reader, options.granted(to: principal), today: transaction.today, now: transaction.now)
    }

    public func auditSubject(of output: LoanDetails) -> String? {
        "copy \(copy) to reader \(reader)" + options.auditNote
    }
}
