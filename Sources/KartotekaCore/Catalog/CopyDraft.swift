import Foundation

/// A copy as a person typed it; ``validated()`` checks every field at once.
public struct CopyDraft: Sendable, Hashable, Codable {
    public var inventoryNumber = ""
    public var storagePlace = ""
    public var price = ""
    public var receivedOn = ""
    public var barcode = ""
    /// A ``CopyStatus`` raw value; empty means available.
    public var status = ""

    /// Creates an empty draft.
    public init(inventoryNumber: String = "", storagePlace: String = "") {
        self.inventoryNumber = inventoryNumber
        self.storagePlace = storagePlace
    }

    /// A draft showing a stored copy, for editing.
    public init(_ copy: Copy) {
        inventoryNumber = copy.inventoryNumber.rawValue
        storagePlace = copy.storagePlace
        price = copy.price?.shortText ?? ""
        receivedOn = copy.receivedOn?.isoText ?? ""
        barcode = copy.barcode ?? ""
        status = copy.status.rawValue
    }

    /// Checks every field. The status `on_loan` is accepted only so that a copy on loan can be edited
    /// without changing it; the store refuses to put a copy on loan or off loan by editing.
    public func validated() throws(ValidationError) -> Copy {
        var problems = ProblemCollector()
        let inventory = problems.parse(InventoryNumber.field) { try InventoryNumber(validating: inventoryNumber) }
        let priceText = price.trimmingCharacters(in: .whitespaces)
        let parsedPrice = priceText.isEmpty ? nil : problems.parse("copyPrice") { try Money(parsing: priceText, field: "copyPrice") }
        let dayText = receivedOn.trimmingCharacters(in: .whitespaces)
        let parsedDay = dayText.isEmpty ? nil : problems.parse("receivedOn") { try Day(parsing: dayText, field: "receivedOn") }
        problems.addTooLong(fieldsOverLimit())
        let place = TitleDraft.clean(storagePlace)
        let code = TitleDraft.clean(barcode)
        var parsedStatus = CopyStatus.available
        let statusText = status.trimmingCharacters(in: .whitespaces)
        if !statusText.isEmpty {
            if let value = CopyStatus(rawValue: statusText) {
                parsedStatus = value
            } else {
                problems.add("status", Bilingual { $0.copyStatusRule })
            }
        }
        try problems.throwIfAny()
        return Copy(inventoryNumber: inventory!, storagePlace: place, price: parsedPrice, receivedOn: parsedDay,
                    barcode: code.isEmpty ? nil : code, status: parsedStatus)
    }
}
