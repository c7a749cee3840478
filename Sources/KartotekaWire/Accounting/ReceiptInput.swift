import KartotekaValues

/// A receipt as the API takes it. `number` is the КСУ number wanted (`5` or `2027/5`; the
/// year's next when left out, and fixed once given); `open` says whether copies may still join
/// it (an update's; a new receipt is open).
public struct ReceiptInput: Codable, Sendable, Hashable {
    public var number: String?
    /// `YYYY-MM-DD` (or `DD.MM.YYYY`); not after today.
    public var receivedOn: String
    /// `purchase`, `gift`, `subscription`, `exchange`, `replacement`, `legal_deposit`, `transfer` or `other`.
    public var source: String
    public var supplier: String?
    /// `invoice`, `waybill`, `register`, `transfer_act` or `acceptance_act` (the default: the library's acceptance act).
    public var documentKind: String?
    public var documentNumber: String?
    public var documentDate: String?
    public var note: String?
    public var open: Bool?

    /// Creates the input.
    public init(number: String? = nil, receivedOn: String, source: String, supplier: String? = nil, documentKind: String? = nil,
                documentNumber: String? = nil, documentDate: String? = nil, note: String? = nil, open: Bool? = nil) {
        self.number = number
        self.receivedOn = receivedOn
        self.source = source
        self.supplier = supplier
        self.documentKind = documentKind
        self.documentNumber = documentNumber
        self.documentDate = documentDate
        self.note = note
        self.open = open
    }

    /// Reads the input as the API takes it: a missing day or source is empty, so the check says
    /// which to fill in, all at once.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        number = try container.decodeIfPresent(String.self, forKey: .number)
        receivedOn = try container.decodeIfPresent(String.self, forKey: .receivedOn) ?? ""
        source = try container.decodeIfPresent(String.self, forKey: .source) ?? ""
        supplier = try container.decodeIfPresent(String.self, forKey: .supplier)
        documentKind = try container.decodeIfPresent(String.self, forKey: .documentKind)
        documentNumber = try container.decodeIfPresent(String.self, forKey: .documentNumber)
        documentDate = try container.decodeIfPresent(String.self, forKey: .documentDate)
        note = try container.decodeIfPresent(String.self, forKey: .note)
        open = try container.decodeIfPresent(Bool.self, forKey: .open)
    }
}

extension ReceiptInput: SchemaDescribed {
    public static let schema = Schema<ReceiptInput>.input(
        "ReceiptInput", "A receipt. `number` is fixed once given (the year's next when left out); `open` is an update's.",
        [
            .init("number", \.number, "`5` or `2027/5`."), .init("receivedOn", \.receivedOn, .dayInput("Not after today.", nullable: false)),
            .init("source", \.source, .string(values: ReceiptSource.codes)), .init("supplier", \.supplier),
            .init("documentKind", \.documentKind, .string("The library's acceptance act when left out.",
                                                          values: [""] + AccompanyingDocumentKind.codes)),
            .init("documentNumber", \.documentNumber), .init("documentDate", \.documentDate, .dayInput("The document's date.")),
            .init("note", \.note), .init("open", \.open, "Whether copies may still join it."),
        ],
        example: ["receivedOn": "2027-02-01", "source": "purchase", "supplier": "Библио-Глобус", "documentKind": "waybill",
                  "documentNumber": "17", "documentDate": "2027-01-30"])
}
