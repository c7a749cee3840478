import Foundation

extension TransferRecord {
    /// Whether the copy is still on its way.
    public var isOpen: Bool { receivedAt == nil }
}
