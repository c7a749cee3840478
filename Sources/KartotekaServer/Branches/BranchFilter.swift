import KartotekaCore
import KartotekaWire

/// The "which branch" choice of a list's search form, shown only when the library has more
/// than one branch.
enum BranchFilter {
    /// The branch a list is narrowed to.
    static let parameter = QueryParameters.branch("The branch a list is narrowed to.")

    /// The branch a list's `?branch=` names, if it is one of the library's.
    static func chosen(_ context: RequestContext, among branches: [BranchRecord]) throws -> BranchCode? {
        guard let code = try context.lenientQuery(parameter) else { return nil }
        return branches.contains { $0.code == code } ? code : nil
    }

    /// The select, submitting its form when changed.
    static func render(_ context: PageContext, branches: [BranchRecord], chosen: BranchCode?) -> HTML {
        guard branches.count > 1 else { return .empty }
        let options = [HTML("<option value=\"\">\(context.texts.everyBranch)</option>")] + branches.map { branch -> HTML in
            "<option value=\"\(branch.code)\"\(HTML(raw: branch.code == chosen ? " selected" : ""))>\(branch.branch.name)</option>"
        }
        return "<select name=\"branch\" id=\"branch-filter\" aria-label=\"\(context.texts.branch)\" data-submit-on-change>\(options)</select>"
    }
}
