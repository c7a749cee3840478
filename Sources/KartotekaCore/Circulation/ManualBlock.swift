import Foundation

extension ManualBlock {
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
