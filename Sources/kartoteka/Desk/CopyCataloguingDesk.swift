import KartotekaCore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// Copy cataloguing from other libraries' catalogues, for the `copycat` commands: the targets
/// (found by name), searches of several at once, and one record by its id.
protocol CopyCataloguingDesk: Sendable {
    /// Every target, in their order.
    func copyCataloguingTargets() throws -> [CopyCataloguingTargetResource]
    /// The target with this name.
    func copyCataloguingTarget(named name: String) throws -> CopyCataloguingTargetResource
    /// Adds a target.
    func addCopyCataloguingTarget(_ input: CopyCataloguingTargetInput) throws -> CopyCataloguingTargetResource
    /// Replaces the fields of the target with this name; a password left out of `input` is kept.
    func updateCopyCataloguingTarget(named name: String, with input: CopyCataloguingTargetInput) throws -> CopyCataloguingTargetResource
    /// Removes the target with this name.
    func deleteCopyCataloguingTarget(named name: String) throws
    /// Searches the targets named (every enabled one when none is) at once.
    func searchCopyCataloguing(_ query: CopyCataloguingQuery, targets: [String]) throws -> CopyCataloguingSearchResult
    /// One record of a target by its id.
    func copyCataloguingRecord(_ id: String, target: String) throws -> CopyCataloguingCandidateResource
}
