import Foundation
import KartotekaCore
import KartotekaWire

extension BranchCountsResource {
    /// The resource for a branch's counts.
    public init(_ counts: BranchCopyCounts) {
        self.init()
        branch = counts.branch.rawValue
        name = counts.branchName
        onShelf = counts.onShelf
        onLoan = counts.onLoan
        inTransit = counts.inTransit
    }
}
