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
        ])
}
