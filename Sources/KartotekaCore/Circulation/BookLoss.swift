import Foundation

extension BookLoss {
    /// Whether it has been settled.
    public var isSettled: Bool { settlement != nil }
}

extension LossSettlementKind {
    /// Reads a way by its code: `replaced`, `paid`, `by_hand` (or `by-hand`).
    public init(parsing text: String, field: String = "how") throws(ValidationError) {
        guard let kind = LossSettlementKind(rawValue: text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "-", with: "_")) else {
            throw ValidationError(field: field, message: Bilingual { $0.lossSettlementRule })
        }
        self = kind
    }

    /// The word people read.
    public var name: Bilingual {
        switch self {
        case .replaced: Bilingual { $0.lossReplaced }
        case .paid: Bilingual { $0.lossPaid }
        case .byHand: Bilingual { $0.lossSettledByHand }
        }
    }
}

/// A settlement as a person asked for it: how, a note (required when settled by hand), the sum
/// when paid for, the copy brought instead when replaced.
public struct LossSettlementRequest: Sendable, Hashable {
    /// How.
    public var how: LossSettlementKind
    /// The note.
    public var note: String
    /// The sum paid.
    public var amount: Money?
    /// The copy the reader brought, to join the fund in the same step; only when replaced.
    public var replacement: LossReplacement?

    /// Checks the note: one line, required when settled by hand; a replacement copy comes only
    /// with a loss settled as replaced.
    public init(how: LossSettlementKind, note: String, amount: Money?, replacement: LossReplacement? = nil) throws(ValidationError) {
        let tidy = note.collapsedWhitespace
        var problems = ProblemCollector()
        if how == .byHand && tidy.isEmpty { problems.add("note", Bilingual { $0.lossNoteMissing }) }
        if how != .replaced && replacement != nil {
            problems.add(LossReplacement.field, Bilingual { $0.replacementOnlyWhenReplaced })
        }
        if FieldLimits.exceeds(tidy, FieldLimits.line) { problems.add("note", FieldLimits.tooLong(limit: FieldLimits.line)) }
        try problems.throwIfAny()
        self.how = how
        self.note = tidy
        self.amount = how == .paid ? amount : nil
        self.replacement = replacement
    }
}
