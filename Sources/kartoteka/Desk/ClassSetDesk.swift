import KartotekaCore
import KartotekaWire
import KartotekaWireMapping

/// Textbook sets handed to classes, for the `class-set` commands.
protocol ClassSetDesk: Sendable {
    /// Hands a set out.
    func handOutClassSet(_ request: ClassSetRequest) throws -> ClassSetResource
    /// The sets of a class (every class when `nil`), newest first.
    func classSets(schoolClass: SchoolClass?) throws -> [ClassSetResource]
    /// One set.
    func classSet(_ id: ClassSetID) throws -> ClassSetResource
    /// Takes back copies of a set.
    func takeBackClassSet(_ id: ClassSetID, copies: [InventoryNumber]) throws -> ClassSetResource
}
