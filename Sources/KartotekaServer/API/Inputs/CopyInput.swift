import KartotekaCore

/// A copy in a request body.
struct CopyInput: APIInput {
    var inventoryNumber: String?
    var storagePlace: String?
    var price: DecimalText?
    var receivedOn: String?
    var barcode: String?
    var status: String?

    static let fieldNames: Set<String> = ["inventoryNumber", "storagePlace", "price", "receivedOn", "barcode", "status"]

    /// The fields as a form draft; the storage place defaults to the library's.
    func draft(defaultPlace: String) -> CopyDraft {
        var draft = CopyDraft(inventoryNumber: inventoryNumber ?? "", storagePlace: storagePlace ?? defaultPlace)
        draft.price = price?.text ?? ""
        draft.receivedOn = receivedOn ?? ""
        draft.barcode = barcode ?? ""
        draft.status = status ?? ""
        return draft
    }
}
