import KartotekaCore
import KartotekaWire

extension CopyDraft {
    /// A draft showing a copy as the API sends it, for editing.
    public init(_ copy: CopyResource) {
        self.init(inventoryNumber: copy.inventoryNumber, storagePlace: copy.storagePlace)
        price = copy.price ?? ""
        receivedOn = copy.receivedOn ?? ""
        barcode = copy.barcode ?? ""
        status = copy.status
        receipt = copy.receipt ?? ""
        onBalance = copy.onBalance == false ? "0" : ""
        documentType = copy.documentType ?? ""
        fundClass = copy.fundClass ?? ""
    }
}
