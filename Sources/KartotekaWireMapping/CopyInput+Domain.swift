import KartotekaCore
import KartotekaWire

extension CopyInput {
    /// The input for a checked copy. An empty storage place is left out, for the server to use
    /// the library's default; the status is sent for updates only.
    public init(_ copy: Copy, withStatus: Bool = false) {
        self.init(inventoryNumber: copy.inventoryNumber.rawValue, storagePlace: copy.storagePlace.isEmpty ? nil : copy.storagePlace,
                  price: copy.price?.decimalText, receivedOn: copy.receivedOn?.isoText, barcode: copy.barcode,
                  status: withStatus ? copy.status.rawValue : nil, receipt: copy.receipt?.text ?? (withStatus ? "" : nil),
                  onBalance: copy.onBalance, documentType: copy.documentType.rawValue,
                  fundClass: copy.fundClass?.rawValue ?? (withStatus ? "" : nil))
    }
}
