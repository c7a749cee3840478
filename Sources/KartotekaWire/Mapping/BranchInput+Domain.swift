import KartotekaCore

extension BranchInput {
    /// The input for a checked branch.
    public init(_ branch: Branch) {
        self.init(code: branch.code.rawValue, name: branch.name, address: branch.address, storagePlace: branch.storagePlace)
    }
}
