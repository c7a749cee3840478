import Foundation

extension CopyCataloguingTargetRecord {
    /// Its name.
    public var name: String { target.name }
}
