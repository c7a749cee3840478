import KartotekaValues

/// A copy as the API takes it: with a new title, for ``KartotekaClient/addCopy(_:toTitle:)``
/// and for ``KartotekaClient/updateCopy(_:with:)``. On update, a `nil` inventory number, status,
/// receipt, balance or kind keeps the copy's (an empty receipt takes it out of its batch); the
/// other fields left `nil` are emptied.
public struct CopyInput: Codable, Sendable, Hashable {
    /// The inventory number: unique, letters, digits and `- / . _`, at most 32 characters.
    public var inventoryNumber: String?
    /// The storage place code; the library's default when left out of a new copy.
    public var storagePlace: String?
    /// The price as people type it: `254`, `254.50`.
    public var price: String?
    /// The day the copy was received, `YYYY-MM-DD`.
    public var receivedOn: String?
    /// The copy's own barcode, unique when given.
    public var barcode: String?
    /// `available`, `lost` or `bindery` (`on_loan` is set by lending only, `written_off` by an
    /// act of write-off only).
    public var status: String?
    /// The КСУ number of the batch it came in (`5` of this year, or `2027/5`); the batch must be open.
    public var receipt: String?
    /// Whether it is on the balance (the default for a new copy).
    public var onBalance: Bool?
    /// `book` (the default for a new copy), `brochure`, `journal`, `newspaper`, `audiovisual` or `electronic`.
    public var documentType: String?

    /// Creates the input.
    public init(inventoryNumber: String? = nil, storagePlace: String? = nil, price: String? = nil, receivedOn: String? = nil,
                barcode: String? = nil, status: String? = nil, receipt: String? = nil, onBalance: Bool? = nil, documentType: String? = nil) {
        self.inventoryNumber = inventoryNumber
        self.storagePlace = storagePlace
        self.price = price
        self.receivedOn = receivedOn
        self.barcode = barcode
        self.status = status
        self.receipt = receipt
        self.onBalance = onBalance
        self.documentType = documentType
    }

    /// Reads the input as the API takes it: the price may be a number or text.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        inventoryNumber = try container.decodeIfPresent(String.self, forKey: .inventoryNumber)
        storagePlace = try container.decodeIfPresent(String.self, forKey: .storagePlace)
        price = try TypedText.decode(container, .price)
        receivedOn = try container.decodeIfPresent(String.self, forKey: .receivedOn)
        barcode = try container.decodeIfPresent(String.self, forKey: .barcode)
        status = try container.decodeIfPresent(String.self, forKey: .status)
        receipt = try container.decodeIfPresent(String.self, forKey: .receipt)
        onBalance = try container.decodeIfPresent(Bool.self, forKey: .onBalance)
        documentType = try container.decodeIfPresent(String.self, forKey: .documentType)
    }
}

extension CopyInput: SchemaDescribed {
    /// A copy's input is a new copy.
    public static var schema: Schema<CopyInput> { new }

    /// A new copy.
    public static let new = Schema<CopyInput>.input(
        "NewCopy", "A new copy; the storage place defaults to the library's.",
        fields + [fields[0].alwaysThere],
        example: ["inventoryNumber": "5002", "storagePlace": "АБ", "price": "300.00", "receivedOn": "2024-09-01"])

    /// Every field of a copy, for an update.
    public static let update = Schema<CopyInput>.input(
        "CopyUpdate", "Every field of a copy; the inventory number, status, receipt, balance and kind are kept when left out, the others "
            + "are emptied. `on_loan` is set and cleared only by lending and returning.", fields)

    /// A copy's fields.
    public static let fields: [SchemaProperty<CopyInput>] = [
        .init("inventoryNumber", \.inventoryNumber, .string("Unique; letters, digits and `- / . _`, at most 32 characters.", minLength: 1)),
        .init("storagePlace", \.storagePlace, "A storage place code, at most 32 characters."),
        .init("price", \.price, .priceInput),
        .init("receivedOn", \.receivedOn, .dayInput("The day the copy was received.")),
        .init("barcode", \.barcode, "Unique when given; at most 64 characters."),
        .init("status", \.status, .string("Empty means available; `written_off` is set by an act of write-off only.",
                                          values: [""] + CopyStatus.codes)),
        .init("receipt", \.receipt, "The КСУ number of the batch it came in: `5` (this year's) or `2027/5`; the batch must be open. "
            + "Empty takes an updated copy out of its batch."),
        .init("onBalance", \.onBalance, "Whether it is on the balance; brochures and periodicals kept briefly are not. "
            + "Left out or null: on the balance for a new copy, unchanged for an updated one."),
        .init("documentType", \.documentType, .string("What kind of document it is; a book when left out of a new copy.",
                                                      values: [""] + DocumentType.codes)),
    ]
}
