import KartotekaCore

/// On a title card of a library with branches: how many copies each branch holds and how many
/// of them are on the shelf there now, so a desk can tell a caller where to come.
enum BranchAvailability {
    static func render(_ context: PageContext, copies: [CopyDetails], branches: [BranchRecord]) -> HTML {
        let rows = branches.compactMap { branch -> HTML? in
            let here = copies.filter { $0.record.placement?.current == branch.code && $0.record.placement?.travellingTo == nil }
            guard !here.isEmpty else { return nil }
            let onShelf = here.filter { $0.openLoan == nil && $0.record.copy.status.isLendable }.count
            let mine = context.deskBranch == branch.code ? HTML(raw: " aria-current=\"true\"") : .empty
            return "<li\(mine)><strong>\(branch.branch.name)</strong> (\(branch.code)): \(context.texts.onShelf(onShelf, of: here.count))</li>"
        }
        guard !rows.isEmpty else { return .empty }
        return "<ul class=\"by-branch\" id=\"by-branch\">\(rows)</ul>"
    }
}
