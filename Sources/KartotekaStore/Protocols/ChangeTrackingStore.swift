/// Telling whether the library's data may have changed, so that answers computed from it can be
/// kept and reused until it does.
public protocol ChangeTrackingStore: Sendable {
    /// A number that is different from an earlier answer whenever the data may have changed since
    /// (through this store or by anyone else, such as the command line on the same file). Equal
    /// numbers mean nothing changed in between.
    func changeGeneration() throws -> UInt64
}
