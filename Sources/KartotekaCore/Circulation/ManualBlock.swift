import Foundation

/// A block a librarian set on a reader by hand, with the reason and, when it ends by itself, the
/// last day it holds.
public struct ManualBlock: Sendable, Hashable {
    /// The block's id.
    public let id: BlockID
    /// The reader blocked.
    public var ticketNumber: TicketNumber
    /// Why, as the librarian wrote it.
    public var reason: String
    /// The last day the block holds; `nil`: until it is removed.
    public var until: Day?
    /// When it was set.
    public var setAt: Date
    /// The account that set it; `nil`: the command line.
    public var setBy: String?

    /// Creates a block.
    public init(id: BlockID, ticketNumber: TicketNumber, reason: String, until: Day?, setAt: Date, setBy: String?) {
        self.id = id
        self.ticketNumber = ticketNumber
        self.reason = reason
        self.until = until
        self.setAt = setAt
        self.setBy = setBy
    }

    /// Whether it still holds on `day`.
    public func holds(on day: Day) -> Bool {
        until.map { day <= $0 } ?? true
    }
}

/// A block to set by hand, as a person typed it.
public struct NewManualBlock: Sendable, Hashable {
    /// Why.
    public var reason: String
    /// The last day it holds; `nil`: until removed.
    public var until: Day?

    /// Checks the reason (required, one line of at most ``FieldLimits/line`` characters) and the
    /// end day (not before `today`).
    public init(reason: String, until: Day?, today: Day) throws(ValidationError) {
        var problems = ProblemCollector()
        let tidy = reason.collapsedWhitespace
        if tidy.isEmpty {
            problems.add("reason", Bilingual { $0.blockReasonMissing })
        } else if FieldLimits.exceeds(tidy, FieldLimits.line) {
            problems.add("reason", FieldLimits.tooLong(limit: FieldLimits.line))
        }
        if let until, until < today { problems.add("until", Bilingual { $0.blockEndInPast(until) }) }
        try problems.throwIfAny()
        self.reason = tidy
        self.until = until
    }
}
