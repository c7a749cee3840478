import Foundation

/// A book a reader lost: recorded on their loan instead of a return (the loan ends, the copy is
/// lost), it stops the reader from borrowing until it is settled — replaced by an equal book,
/// paid for, or settled by a librarian with a note. Losses are kept after they are settled: the
/// copies they name are the ones a write-off act takes out of the fund.
public struct BookLoss: Sendable, Hashable {
    /// The loss's id.
    public let id: LossID
    /// The loan it ended; `nil` once that loan is gone.
    public var loanID: LoanID?
    /// The copy lost; `nil` once the copy is deleted from the catalogue.
    public var copyID: CopyID?
    /// The copy's inventory number, kept.
    public var inventoryNumber: InventoryNumber
    /// `Лермонтов М. Ю. Герой нашего времени`, kept.
    public var titleDescription: String
    /// The reader who lost it; `nil` once anonymised or deleted.
    public var readerID: ReaderID?
    /// Their ticket number; `nil` once anonymised.
    public var ticketNumber: TicketNumber?
    /// When it was recorded.
    public var recordedAt: Date
    /// The account that recorded it; `nil`: the command line.
    public var recordedBy: String?
    /// How it was settled; `nil` while it is not.
    public var settlement: LossSettlement?
    /// The copy the reader brought instead, which joined the fund when the loss was settled.
    public var replacement: InventoryNumber?
    /// The act of write-off that took the lost copy out of the fund; `nil` while none has.
    public var writeOff: YearlyNumber?

    /// Creates a loss.
    public init(id: LossID, loanID: LoanID?, copyID: CopyID?, inventoryNumber: InventoryNumber, titleDescription: String,
                readerID: ReaderID?, ticketNumber: TicketNumber?, recordedAt: Date, recordedBy: String?,
                settlement: LossSettlement?, replacement: InventoryNumber? = nil, writeOff: YearlyNumber? = nil) {
        self.id = id
        self.loanID = loanID
        self.copyID = copyID
        self.inventoryNumber = inventoryNumber
        self.titleDescription = titleDescription
        self.readerID = readerID
        self.ticketNumber = ticketNumber
        self.recordedAt = recordedAt
        self.recordedBy = recordedBy
        self.settlement = settlement
        self.replacement = replacement
        self.writeOff = writeOff
    }

    /// Whether it has been settled.
    public var isSettled: Bool { settlement != nil }
}

/// How a loss was settled, and when.
public struct LossSettlement: Sendable, Hashable {
    /// Replaced, paid for, or settled by hand.
    public var how: LossSettlementKind
    /// What the librarian noted: the book given instead, the receipt, why.
    public var note: String
    /// The sum paid, when paid for.
    public var amount: Money?
    /// When it was settled.
    public var settledAt: Date
    /// The account that settled it; `nil`: the command line.
    public var settledBy: String?

    /// Creates a settlement.
    public init(how: LossSettlementKind, note: String, amount: Money?, settledAt: Date, settledBy: String?) {
        self.how = how
        self.note = note
        self.amount = amount
        self.settledAt = settledAt
        self.settledBy = settledBy
    }
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
