import KartotekaCore
import KartotekaWire

extension CopyInput: SchemaDescribed {
    /// A copy's input is a new copy.
    public static var schema: Schema<CopyInput> { new }

    /// A new copy.
    public static let new = Schema<CopyInput>.input(
        "NewCopy", "A new copy; the storage place defaults to the library's.", fields,
        example: ["inventoryNumber": "5002", "storagePlace": "АБ", "price": "300.00", "receivedOn": "2024-09-01"])

    /// Every field of a copy, for an update: the inventory number may be left out (or `null`) to keep it.
    public static let update = Schema<CopyInput>.input(
        "CopyUpdate", "Every field of a copy; the inventory number, status, receipt, balance and kind are kept when left out, the others "
            + "are emptied. `on_loan` is set and cleared only by lending and returning.",
        fields + fields.filter { $0.name == CopyField.inventoryNumber.rawValue }.map(\.mayBeLeftOut))

    /// A copy's fields, as the copy's field table describes them.
    public static let fields: [SchemaProperty<CopyInput>] = CopyDraft.inputProperties()
}
