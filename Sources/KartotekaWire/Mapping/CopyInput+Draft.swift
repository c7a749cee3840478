import KartotekaCore

extension CopyInput {
    /// The fields as a form draft; the storage place defaults to the library's.
    public func draft(defaultPlace: String) -> CopyDraft {
        var draft = CopyDraft(inventoryNumber: inventoryNumber ?? "", storagePlace: storagePlace ?? defaultPlace)
        draft.price = price ?? ""
        draft.receivedOn = receivedOn ?? ""
        draft.barcode = barcode ?? ""
        draft.status = status ?? ""
        return draft
    }
}
