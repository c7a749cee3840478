import KartotekaValues

/// The body of `POST /api/v1/readers/{ticket}/blocks`: block a reader by hand.
public struct BlockInput: Codable, Sendable, Hashable {
    /// Why, one line.
    public var reason: String
    /// The last day it holds, `YYYY-MM-DD`; until removed when left out.
    public var until: String?

    /// Creates the input.
    public init(reason: String, until: String? = nil) {
        self.reason = reason
        self.until = until
    }
}

/// The body of `POST /api/v1/losses/{id}/settlement`: how a lost book was made good.
public struct LossSettlementInput: Codable, Sendable, Hashable {
    /// `replaced`, `paid` or `by_hand`.
    public var how: String
    /// What was given instead, the receipt, why; required for `by_hand`.
    public var note: String?
    /// The sum paid, for `paid`: `254.00`.
    public var amount: String?
    /// The copy the reader brought instead, to catalogue in the same step; only for `replaced`.
    public var replacement: LossReplacementInput?

    /// Creates the input.
    public init(how: String, note: String? = nil, amount: String? = nil, replacement: LossReplacementInput? = nil) {
        self.how = how
        self.note = note
        self.amount = amount
        self.replacement = replacement
    }
}

/// The body of `POST /api/v1/desk/scans`: what the desk scanned or typed, and the reader at the desk.
public struct DeskScanInput: Codable, Sendable, Hashable {
    /// The code read: a reader ticket (or its QR card), an inventory number, a barcode, a copy's label.
    public var code: String
    /// The reader the desk is serving, whose ticket was scanned before; absent: none yet.
    public var ticketNumber: String?
    /// The desk says so: lend a copy of a title the reader already holds a copy of.
    public var secondCopy: Bool?
    /// The desk says so: lend a copy back to the reader who handed it in moments ago.
    public var lendAgain: Bool?
    /// Whether a copy lent is to be read in the library (the reading room): due back today.
    public var inLibrary: Bool?
    /// The librarian says so: lend a copy whose age mark is above the reader's age (never 18+).
    public var overrideAgeMark: Bool?

    /// Creates the input.
    public init(code: String, ticketNumber: String? = nil, secondCopy: Bool? = nil, lendAgain: Bool? = nil, inLibrary: Bool? = nil,
                overrideAgeMark: Bool? = nil) {
        self.code = code
        self.ticketNumber = ticketNumber
        self.secondCopy = secondCopy
        self.lendAgain = lendAgain
        self.inLibrary = inLibrary
        self.overrideAgeMark = overrideAgeMark
    }
}

extension BlockInput: SchemaDescribed {
    public static let schema = Schema<BlockInput>.input(
        "BlockInput", "A block set by hand.",
        [
            .init("reason", \.reason, .string("Why; one line.", minLength: 1)),
            .init("until", \.until, .dayInput("The last day it holds; until removed when left out.")),
        ],
        example: ["reason": "Испорчен учебник", "until": "2030-06-01"])
}

extension LossSettlementInput: SchemaDescribed {
    public static let schema = Schema<LossSettlementInput>.input(
        "LossSettlement", "How a lost book was made good.",
        [
            .init("how", \.how, .string(values: LossSettlementKind.codes)),
            .init("note", \.note, "What was given instead, the receipt, why; required for `by_hand`."),
            .init("amount", \.amount, "The sum paid, for `paid`: `254.00`."),
            .init("replacement", \.replacement),
        ],
        example: ["how": "paid", "amount": "254.00", "note": "квитанция 12"])
}

extension DeskScanInput: SchemaDescribed {
    public static let schema = Schema<DeskScanInput>.input(
        "DeskScan", "A scan at the desk.",
        [
            .init("code", \.code, .string("A reader ticket (or its QR card's text), an inventory number, a barcode, a copy's QR label.",
                                          minLength: 1)),
            .init("ticketNumber", \.ticketNumber, "The reader at the desk (whose ticket was scanned before); none yet when left out."),
            .init("secondCopy", \.secondCopy, "Lend the copy although the reader holds a copy of its title already: sent again, "
                                              + "`true`, after the refusal `title_already_held`."),
            .init("lendAgain", \.lendAgain, "Lend the copy back to the reader who handed it in moments ago: sent again, `true`, "
                                            + "after the refusal `copy_just_returned`."),
            .init("inLibrary", \.inLibrary, "The reading-room switch: a copy lent is to be read in the library, due back today "
                    + "(a copy kept for the reading room may be lent so)."),
            .init("overrideAgeMark", \.overrideAgeMark, "Lend a copy whose age mark is above the reader's age all the same: "
                    + "sent again, `true`, after the refusal `age_restricted`; a librarian's word (a desk helper's is ignored), "
                    + "never for 18+."),
        ],
        example: ["code": "1001", "ticketNumber": "R-2001"])
}
