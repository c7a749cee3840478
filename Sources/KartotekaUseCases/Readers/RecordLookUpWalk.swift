import KartotekaCore
import KartotekaStore

/// Notes in the audit log that an account which may not browse readers opened readers' cards by
/// ticket one after another (`000101`, `000102`, …): the way to walk the whole register. It
/// changes nothing but the log.
public struct RecordLookUpWalk: UseCase {
    public static let action = "look up readers in a row"
    public static let access = UseCaseAccess.permission(.lookUp)

    /// The first and the last ticket of the run so far.
    public let first: TicketNumber
    public let last: TicketNumber
    /// How many cards the run opened.
    public let count: Int

    /// A run of `count` look-ups from `first` to `last`.
    public init(from first: TicketNumber, to last: TicketNumber, count: Int) {
        self.first = first
        self.last = last
        self.count = count
    }

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> Int {
        count
    }

    public func auditSubject(of output: Int) -> String? {
        "\(output) reader cards by ticket in a row, \(first) to \(last)"
    }
}
