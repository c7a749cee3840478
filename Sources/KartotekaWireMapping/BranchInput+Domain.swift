import KartotekaCore
import KartotekaWire

extension BranchInput {
    /// The input for a checked branch.
    public init(_ branch: Branch) {
        self.init(code: branch.code.rawValue, name: branch.name, address: branch.address, storagePlace: branch.storagePlace)
    }
}

extension BranchInput {
    /// The checked branch.
    public func validated() throws -> Branch {
        try Branch(validatingCode: code, name: name, address: address ?? "", storagePlace: storagePlace ?? "")
    }
}
