import Foundation

/// A copy of a title marked 18+ kept outside the places the library set as closed to children
/// (436-ФЗ: such items stay in a closed room, a locked cabinet or an adults-only hall).
public struct OpenAdultCopy: Sendable, Hashable, Codable {
    /// The title.
    public var titleID: TitleID
    /// The title's short description.
    public var title: String
    /// The copy.
    public var inventoryNumber: InventoryNumber
    /// Where it is kept (IRBIS 910^D); empty when not recorded.
    public var storagePlace: String

    /// A copy found in the open.
    public init(titleID: TitleID, title: String, inventoryNumber: InventoryNumber, storagePlace: String) {
        self.titleID = titleID
        self.title = title
        self.inventoryNumber = inventoryNumber
        self.storagePlace = storagePlace
    }

    /// Whether `place` is one of `closed` (codes compared without case or surrounding spaces).
    public static func isClosed(_ place: String, _ closed: [String]) -> Bool {
        let key = place.trimmingCharacters(in: .whitespaces).lowercased()
        return !key.isEmpty && closed.contains { $0.trimmingCharacters(in: .whitespaces).lowercased() == key }
    }
}
