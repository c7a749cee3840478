import KartotekaCore
import KartotekaWire

extension CopyInput {
    /// The fields as a form draft; the storage place defaults to the library's, and what an
    /// update leaves out to `current`'s (a new copy's: none).
    public func draft(defaultPlace: String, current: Copy? = nil) -> CopyDraft {
        var draft = CopyDraft(inventoryNumber: inventoryNumber ?? "", storagePlace: storagePlace ?? defaultPlace)
        draft.price = price ?? ""
        draft.receivedOn = receivedOn ?? ""
        draft.barcode = barcode ?? ""
        draft.status = status ?? ""
        draft.receipt = receipt ?? current?.receipt?.text ?? ""
        draft.onBalance = (onBalance ?? current?.onBalance ?? true) ? "" : "0"
        draft.documentType = documentType ?? current?.documentType.rawValue ?? ""
        draft.fundClass = fundClass ?? current?.fundClass?.rawValue ?? ""
        return draft
    }
}
