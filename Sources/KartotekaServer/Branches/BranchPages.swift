import KartotekaCore
import KartotekaHTTP
import KartotekaStore
import KartotekaUseCases
import KartotekaWire

/// `/branches`: the library's branches — adding one, renaming, moving its IRBIS storage place,
/// removing one nothing belongs to (the library's settings), and showing one among the library
/// locations (the locations' business, a librarian's too).
enum BranchPages {
    static let endpoints: [any EndpointDeclaration] = [manage, create, edit, delete, publish, unpublish]

    static let manage = Endpoint.page(.get, "/branches", .permission(.manageLocations)) { context in
        try managePage(context, problems: [], retyped: nil)
    }

    static let create = Endpoint.form("/branches/new", .permission(.manageSettings), fields: BranchDraftValues.fields.form) { context in
        let draft = try BranchDraftValues(context)
        return try context.saving(byField: codeProblem) {
            _ = try context.run(AddBranch(draft.validated()))
            return .redirect(to: "\(BranchPages.manage.path)?notice=branch-saved")
        } again: { problems in
            try managePage(context, problems: problems, retyped: .newBranch(draft), status: 422)
        }
    }

    static let edit: PageRoute<BranchCode> = Endpoint.form("/branches/\(PathParameters.branch)/edit", .permission(.manageSettings),
                                                           fields: BranchDraftValues.fields.form) { context in
        let code = try context.path(PathParameters.branch)
        let draft = try BranchDraftValues(context)
        return try context.saving(byField: codeProblem) {
            _ = try context.run(ChangeBranch(code, to: draft.validated()))
            return .redirect(to: "\(BranchPages.manage.path)?notice=branch-saved")
        } again: { problems in
            try managePage(context, problems: problems, retyped: .branch(code, draft), status: 422)
        }
    }

    static let delete: PageRoute<BranchCode> = Endpoint.form("/branches/\(PathParameters.branch)/delete", .permission(.manageSettings)) { context in
        try context.run(DeleteBranch(context.path(PathParameters.branch)))
        return .redirect(to: "\(BranchPages.manage.path)?notice=branch-deleted")
    }

    static let publish: PageRoute<BranchCode> = Endpoint.form("/branches/\(PathParameters.branch)/location", .permission(.manageLocations),
                                                              fields: BranchListingDraftValues.fields.form) { context in
        let code = try context.path(PathParameters.branch)
        let draft = try BranchListingDraftValues(context)
        return try context.saving(byField: locationProblem) {
            let listing = try draft.listing(for: try context.store.branch(code), locations: try context.store.locations(countryPrefix: ""))
            _ = try context.run(PublishBranch(code, to: listing))
            return .redirect(to: "\(BranchPages.manage.path)?notice=branch-listed#branch-\(ScanResolver.anchor(code.rawValue))")
        } again: { problems in
            try managePage(context, problems: problems, retyped: .listing(code, draft), status: 422)
        }
    }

    static let unpublish: PageRoute<BranchCode> = Endpoint.form("/branches/\(PathParameters.branch)/location/delete", .permission(.manageLocations)) { context in
        _ = try context.run(UnpublishBranch(context.path(PathParameters.branch)))
        return .redirect(to: "\(BranchPages.manage.path)?notice=branch-unlisted")
    }

    /// A code another branch has is a problem of the code field, shown next to it.
    private static func codeProblem(_ error: any Error) -> [FieldProblem]? {
        guard let error = error as? BranchError, case .codeTaken = error else { return nil }
        return [FieldProblem(field: "code", message: error.message)]
    }

    /// A location that shows another branch is a problem of the location chosen.
    private static func locationProblem(_ error: any Error) -> [FieldProblem]? {
        guard let error = error as? BranchError, case .locationShowsAnotherBranch = error else { return nil }
        return [FieldProblem(field: "locationId", message: error.message)]
    }

    private static func managePage(_ context: RequestContext, problems: [FieldProblem], retyped: BranchManagePage.Retyped?,
                                   status: Int = 200) throws -> HTTPResponse {
        BranchManagePage.render(context.page, records: try context.store.branches(),
                                locations: try context.store.locations(countryPrefix: ""), problems: problems,
                                retyped: retyped, status: status)
    }
}
