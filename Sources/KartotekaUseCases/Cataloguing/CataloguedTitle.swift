import KartotekaCore

/// What cataloguing a book did: the title with all its copies, whether the copies joined a title
/// catalogued before, and which copies it added.
public struct CataloguedTitle: Sendable, Hashable {
    /// The title with all its copies after cataloguing.
    public let details: TitleDetails
    /// Whether the title was catalogued before (only copies were added).
    public let addedToExistingTitle: Bool
    /// The inventory numbers of the copies added.
    public let addedCopies: [InventoryNumber]
}
