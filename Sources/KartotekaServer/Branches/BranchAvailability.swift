import KartotekaCore
import KartotekaWire

/// Where a title's copies are, branch by branch (the store's counts): on the title card, how
/// many are on the shelf, out and on their way at each branch, so a desk can tell a caller where
/// to come; in the public catalogue, which branches have it on the shelf.
enum BranchAvailability {
    /// The title card's list, the desk's branch marked.
    static func render(_ context: PageContext, counts: [BranchCopyCounts]) -> HTML {
        guard !counts.isEmpty else { return .empty }
        let rows = counts.map { branch -> HTML in
            let mine = context.deskBranch == branch.branch ? HTML(raw: " aria-current=\"true\"") : .empty
            let counted = context.texts.branchCounts(onShelf: branch.onShelf, onLoan: branch.onLoan, inTransit: branch.inTransit)
            return "<li\(mine)><strong>\(branch.branchName)</strong> (\(branch.branch)): \(counted)</li>"
        }
        return "<ul class=\"by-branch\" id=\"by-branch\">\(rows)</ul>"
    }

    /// A catalogue row's line naming the branches with a copy on the shelf, or nothing when none has.
    static func shelves(_ context: PageContext, counts: [BranchCopyCounts]) -> HTML {
        let places = counts.filter { $0.onShelf > 0 }.map { (name: $0.branchName, count: $0.onShelf) }
        guard !places.isEmpty else { return .empty }
        return "<span class=\"where\">\(context.texts.onTheShelfAt(places))</span>"
    }
}
