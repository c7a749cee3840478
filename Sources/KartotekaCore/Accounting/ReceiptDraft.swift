/// A receipt as a person typed it; ``validated(today:)`` checks every field at once.
public struct ReceiptDraft: Sendable, Hashable, Codable {
    /// The КСУ number wanted (`5` or `2027/5`); empty takes the next one of the receipt's year.
    public var number = ""
    public var receivedOn = ""
    /// A ``ReceiptSource`` raw value.
    public var source = ""
    public var supplier = ""
    /// An ``AccompanyingDocumentKind`` raw value; empty is the library's acceptance act.
    public var documentKind = ""
    public var documentNumber = ""
    public var documentDate = ""
    public var note = ""

    /// Creates an empty draft.
    public init() {}

    /// A draft showing a stored receipt, for editing.
    public init(_ record: ReceiptRecord) {
        number = record.number.text
        receivedOn = record.receipt.receivedOn.isoText
        source = record.receipt.source.rawValue
        supplier = record.receipt.supplier
        documentKind = record.receipt.document.kind.rawValue
        documentNumber = record.receipt.document.number
        documentDate = record.receipt.document.date?.isoText ?? ""
        note = record.receipt.note
    }

    /// Every field by its form and API name.
    public static let fields: [(name: String, keyPath: WritableKeyPath<ReceiptDraft, String> & Sendable)] = [
        ("number", \.number), ("receivedOn", \.receivedOn), ("source", \.source), ("supplier", \.supplier),
        ("documentKind", \.documentKind), ("documentNumber", \.documentNumber), ("documentDate", \.documentDate), ("note", \.note),
    ]

    /// Checks every field: a receipt day not after `today`, a document not dated after it, a
    /// known source and kind, texts within their limits. Returns the receipt and the number asked
    /// for, if any (a bare number belongs to the receipt's year).
    public func validated(today: Day) throws(ValidationError) -> (receipt: Receipt, number: YearlyNumber?) {
        var problems = ProblemCollector()
        let day = problems.accountDay(receivedOn, field: "receivedOn", missing: Bilingual { $0.receiptDayMissing }, today: today) { received in
            Bilingual { $0.receiptInFuture(received, today: today) }
        }
        let parsedSource = ReceiptSource(rawValue: source.trimmingCharacters(in: .whitespaces))
        if parsedSource == nil { problems.add("source", Bilingual { $0.receiptSourceRule }) }
        let kindText = documentKind.trimmingCharacters(in: .whitespaces)
        let kind = kindText.isEmpty ? .acceptanceAct : AccompanyingDocumentKind(rawValue: kindText)
        if kind == nil { problems.add("documentKind", Bilingual { $0.receiptDocumentKindRule }) }
        let documentDayText = documentDate.trimmingCharacters(in: .whitespaces)
        let documentDay = documentDayText.isEmpty ? nil
            : problems.parse("documentDate") { try Day(parsing: documentDayText, field: "documentDate") }
        if let documentDay, documentDay > today {
            problems.add("documentDate", Bilingual { $0.documentInFuture(documentDay) })
        }
        let wanted = problems.wantedNumber(number, day: day, today: today)
        let cleanSupplier = supplier.collapsedWhitespace
        let cleanNumber = documentNumber.collapsedWhitespace
        let cleanNote = note.collapsedWhitespace
        problems.addTooLong(FieldLimits.overLimit([("supplier", cleanSupplier), ("documentNumber", cleanNumber), ("note", cleanNote)],
                                                  limits: FieldLimits.receipt))
        try problems.throwIfAny()
        let receipt = Receipt(receivedOn: day!, source: parsedSource!, supplier: cleanSupplier,
                              document: AccompanyingDocument(kind: kind!, number: cleanNumber, date: documentDay), note: cleanNote)
        return (receipt, wanted)
    }
}
