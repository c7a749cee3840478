import KartotekaCore
import KartotekaHTTP
import KartotekaStore

/// `/branches`: the library's branches — adding one, renaming, moving its IRBIS storage place,
/// removing one nothing belongs to.
enum BranchPages {
    static let endpoints = [manage, create, edit, delete]

    static let manage = Endpoint.page(.get, "/branches", .permission(.manageSettings)) { context in
        try managePage(context, problems: [], draft: nil)
    }

    static let create = Endpoint.form("/branches/new", .permission(.manageSettings), fields: BranchDraftValues.fields.form) { context in
        let draft = try BranchDraftValues(context)
        do {
            _ = try context.store.addBranch(draft.validated(locations: try context.store.locations(countryPrefix: "")))
            return .redirect(to: "/branches?notice=branch-saved")
        } catch {
            guard let problems = FormProblems.from(error) ?? codeProblem(error) else { throw error }
            return try managePage(context, problems: problems, draft: draft, status: 422)
        }
    }

    static let edit = Endpoint.form("/branches/\(PathParameters.branch)/edit", .permission(.manageSettings),
                                    fields: BranchDraftValues.fields.form) { context in
        let code = try context.path(PathParameters.branch)
        let draft = try BranchDraftValues(context)
        do {
            _ = try context.store.updateBranch(code, with: draft.validated(locations: try context.store.locations(countryPrefix: "")))
            return .redirect(to: "/branches?notice=branch-saved")
        } catch {
            guard let problems = FormProblems.from(error) ?? codeProblem(error) else { throw error }
            return try managePage(context, problems: problems, draft: draft, editing: code, status: 422)
        }
    }

    static let delete = Endpoint.form("/branches/\(PathParameters.branch)/delete", .permission(.manageSettings)) { context in
        try context.store.deleteBranch(context.path(PathParameters.branch))
        return .redirect(to: "/branches?notice=branch-deleted")
    }

    /// A code another branch has is a problem of the code field, shown next to it.
    private static func codeProblem(_ error: any Error) -> [FieldProblem]? {
        guard let error = error as? BranchError, case .codeTaken = error else { return nil }
        return [FieldProblem(field: "code", message: error.message)]
    }

    private static func managePage(_ context: RequestContext, problems: [FieldProblem], draft: BranchDraftValues?,
                                   editing: BranchCode? = nil, status: Int = 200) throws -> HTTPResponse {
        BranchManagePage.render(context.page, records: try context.store.branches(),
                                locations: try context.store.locations(countryPrefix: ""), problems: problems,
                                draft: draft, editing: editing, status: status)
    }
}
