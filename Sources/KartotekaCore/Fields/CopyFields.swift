/// The fields of a copy (``CopyDraft``, ``Copy``), in the order of its forms.
public enum CopyField: String, FieldKey, CaseIterable {
    case inventoryNumber, storagePlace, copyPrice, receivedOn, barcode, status, receipt, onBalance, documentType, fundClass

    public func wording(in texts: any FieldTexts) -> FieldWording { texts.wording(self) }
}

/// The table of a copy's fields.
public enum CopyFields {
    /// Every field, in the forms' order.
    public static let all: [FieldDescriptor<CopyDraft>] = CopyField.allCases.map(\.descriptor)
}

extension CopyDraft: DescribedDraft {
    public typealias Record = Copy
    public typealias Field = CopyField
    public static var table: [FieldDescriptor<CopyDraft>] { CopyFields.all }
}

extension CopyField {
    /// The field's row of the table. IRBIS keeps a copy as one field 910 of its title's record
    /// (``IRBISCopyField``); the commands declare the inventory number and the status themselves.
    var descriptor: FieldDescriptor<CopyDraft> {
        switch self {
        case .inventoryNumber:
            FieldDescriptor(self, \.inventoryNumber, columns: [.text("inventory_number")], irbis: .composed(910, "B"),
                            note: "Unique; letters, digits and `- / . _`, at most 32 characters.", required: true)
        case .storagePlace:
            FieldDescriptor(self, \.storagePlace, text: \Copy.storagePlace, columns: [.text("storage_place")], limit: FieldLimits.storagePlace,
                            irbis: .composed(910, "D"), option: CommandLineOption("place", "CODE"),
                            note: "A storage place code, at most 32 characters.")
        case .copyPrice:
            FieldDescriptor(self, \.price, columns: [.bigInteger("price_kopecks")], irbis: .composed(910, "E"),
                            option: CommandLineOption("copy-price", "SUM"), apiName: "price", api: .amount, control: .amount)
        case .receivedOn:
            FieldDescriptor(self, \.receivedOn, columns: [.day("received_on")], irbis: .composed(910, "C"),
                            option: CommandLineOption("received", "YYYY-MM-DD"), api: .day, note: "The day the copy was received.",
                            control: .day)
        case .barcode:
            FieldDescriptor(self, \.barcode, columns: [.text("barcode")], limit: FieldLimits.barcode, irbis: .composed(910, "H"),
                            option: CommandLineOption("barcode", "CODE"), note: "Unique when given; at most 64 characters.")
        case .status:
            FieldDescriptor(self, \.status, columns: [.text("status")], irbis: .composed(910, "A"),
                            api: .choice(CopyStatus.allCases.map(\.rawValue)),
                            note: "Empty means available; `written_off` is set by an act of write-off only.", control: .choice)
        case .receipt:
            FieldDescriptor(self, \.receipt, columns: [.integer("receipt_year"), .integer("receipt_number")], irbis: .composed(910, "U"),
                            option: CommandLineOption("receipt", "N"),
                            note: "The КСУ number of the batch it came in: `5` (this year's) or `2027/5`; the batch must be open. "
                                + "Empty takes an updated copy out of its batch.", control: .choice)
        case .onBalance:
            FieldDescriptor(self, \.onBalance, columns: [.flag("on_balance")], option: CommandLineOption("balance", "on|off"), api: .flag,
                            note: "Whether it is on the balance; brochures and periodicals kept briefly are not. "
                                + "Left out or null: on the balance for a new copy, unchanged for an updated one.", control: .choice)
        case .documentType:
            FieldDescriptor(self, \.documentType, columns: [.text("document_type")], option: CommandLineOption("document-type", "KIND"),
                            api: .choice(DocumentType.allCases.map(\.rawValue)), note: "What kind of document it is; a book when left out of a new copy.",
                            control: .choice)
        case .fundClass:
            FieldDescriptor(self, \.fundClass, columns: [.text("fund_class")], option: CommandLineOption("fund-class", "CLASS"),
                            api: .choice(FundClass.allCases.map(\.rawValue)),
                            note: "What it is in the school fund for ОО-2 §2.6 lines 02–05; by the title's kind when left out or empty.",
                            control: .choice)
        }
    }
}
