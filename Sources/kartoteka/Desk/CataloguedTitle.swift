import KartotekaCore
import KartotekaWire
import KartotekaWireMapping

/// What cataloguing a book did: the title card, and whether the copies joined a title that had
/// the same ISBN already.
struct CataloguedTitle: Sendable {
    /// The title card, with every copy.
    let title: TitleResource
    /// Whether the title was catalogued before (only copies were added).
    let addedToExistingTitle: Bool
    /// The inventory numbers of the copies added.
    let addedCopies: [InventoryNumber]
}
