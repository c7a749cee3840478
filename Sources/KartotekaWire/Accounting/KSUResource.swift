import KartotekaValues

extension KSUResource: SchemaDescribed {
    public static let schema = Schema<KSUResource>.resource(
        "SummaryBook",
        "The book of summary accounting (КСУ) of a period: part 1 receipts by batch, part 2 write-offs by act, part 3 the "
            + "fund's movement. Start + received − written off = end, to the copy.",
        [
            .init("from", \.from, .date()), .init("to", \.to, .date()),
            .init("receipts", \.receipts), .init("receiptTotals", \.receiptTotals),
            .init("writeOffs", \.writeOffs), .init("writeOffTotals", \.writeOffTotals),
            .init("byReason", \.byReason), .init("movement", \.movement),
            .init("copiesWithoutReceipt", \.copiesWithoutReceipt, .integer(
                "Copies that entered the fund in the period without a batch (catalogued before receipts were kept, or imported without "
                    + "a КСУ number), counted from their own receipt day.", minimum: 0)),
            .init("writtenOffWithoutAct", \.writtenOffWithoutAct, .integer(
                "Copies marked written off without an act here, which the book leaves out.", minimum: 0)),
            .init("reconciles", \.reconciles, "Whether start + received − written off equals the fund counted copy by copy."),
        ])

    /// Counts keyed by the codes of what they count.
    static func counts(_ description: String) -> JSONSchema {
        .map(.integer(minimum: 0), description)
    }
}

extension KSUResource.ReceiptLine: SchemaDescribed {
    public static let schema = Schema<KSUResource.ReceiptLine>.resource(
        "SummaryBookReceipt", "A line of part 1: a batch; without a number, the copies that came without one (or the totals).",
        [
            .init("number", \.number), .init("date", \.date, .date()), .init("source", \.source, .string(values: ReceiptSource.codes)),
            .init("documentKind", \.documentKind, .string(values: AccompanyingDocumentKind.codes)),
            .init("documentNumber", \.documentNumber), .init("documentDate", \.documentDate, .date()), .init("supplier", \.supplier),
            .init("tally", \.tally), .init("byType", \.byType, KSUResource.counts("Copies by kind of document.")),
            .init("bySection", \.bySection, KSUResource.counts("Copies by BBK section.")),
        ])
}

extension KSUResource.WriteOffLine: SchemaDescribed {
    public static let schema = Schema<KSUResource.WriteOffLine>.resource(
        "SummaryBookWriteOff", "A line of part 2: an act (without a number, the totals).",
        [
            .init("number", \.number), .init("date", \.date, .date()), .init("reason", \.reason, .string(values: WriteOffReason.codes)),
            .init("tally", \.tally), .init("revaluedSum", \.revaluedSum, .price()),
            .init("byType", \.byType, KSUResource.counts("Copies by kind of document.")),
            .init("bySection", \.bySection, KSUResource.counts("Copies by BBK section.")),
        ])
}

extension KSUResource.ReasonLine: SchemaDescribed {
    public static let schema = Schema<KSUResource.ReasonLine>.resource(nil, nil, [
        .init("reason", \.reason, .string(values: WriteOffReason.codes)), .init("tally", \.tally),
    ])
}

extension KSUResource.MovementLine: SchemaDescribed {
    public static let schema = Schema<KSUResource.MovementLine>.resource(
        "SummaryBookMovement", "A line of part 3: a year (or the part of one in the period), or the whole period.",
        [
            .init("from", \.from, .date()), .init("to", \.to, .date()), .init("start", \.start), .init("received", \.received),
            .init("writtenOff", \.writtenOff), .init("end", \.end),
        ])
}
