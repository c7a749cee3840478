import KartotekaCore

extension CopyDraft {
    /// A draft showing a copy as the API sends it, for editing.
    public init(_ copy: CopyResource) {
        self.init(inventoryNumber: copy.inventoryNumber, storagePlace: copy.storagePlace)
        price = copy.price ?? ""
        receivedOn = copy.receivedOn ?? ""
        barcode = copy.barcode ?? ""
        status = copy.status
    }
}
