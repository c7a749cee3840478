import KartotekaWire

// The reader at the desk is a reader card, whose fields the reader's field table describes.

extension DeskScanResult: SchemaDescribed {
    public static let schema = Schema<DeskScanResult>.resource(
        "DeskScanResult", "What the desk did with a scan, and the reader at the desk after it.",
        [
            .init("outcome", \.outcome, .string("`reader`: the reader at the desk now; `lent`; `returned`; `renewed`; `refused` (the message "
                                                + "says why and what to do); `unknown` (neither a reader nor a copy).",
                                                values: ["reader", "lent", "returned", "renewed", "refused", "unknown"])),
            .init("message", \.message, "What happened, in the language asked for."),
            .init("loan", \.loan), .init("returnedFrom", \.returnedFrom), .init("reader", \.reader, .ref(ReaderResource.card)),
            .init("setAsideFor", \.setAsideFor),
            .init("readersFound", \.readersFound, "With `unknown`: the readers (not graduated) a name typed fits, by name, to choose "
                                                   + "who is at the desk (send their ticket next); a name that fits one brings that reader "
                                                   + "up as `reader`."),
            .init("refusal", \.refusal, "With `refused`: why, as an error code. `title_already_held`: the reader holds a copy of the "
                                         + "title already — send the scan again with `secondCopy` to lend this one too. "
                                         + "`copy_just_returned`: the reader handed the copy in moments ago — send the scan again "
                                         + "with `lendAgain` to lend it back."),
        ])
}
