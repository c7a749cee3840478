import KartotekaValues

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
