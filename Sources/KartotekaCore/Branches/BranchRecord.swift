import Foundation

extension BranchRecord {
    /// Its code.
    public var code: BranchCode { branch.code }
}
