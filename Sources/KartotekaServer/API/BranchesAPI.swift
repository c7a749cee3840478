import KartotekaCore
import KartotekaStore
import KartotekaWire

/// `/api/v1/branches`: the library's branches. Anyone may list them (the public catalogue shows
/// where copies are); changing them is the library's settings.
enum BranchesAPI {
    static let endpoints = [list, create, get, update, delete]

    static let list = Endpoint.api(
        .get, "/api/v1/branches", .everyone,
        Operation("listBranches", "Every branch of the library, the main one first.", tag: .branches),
        answer: .list(Schemas.branch, "The branches.")
    ) { context in
        try context.store.branches().map(BranchResource.init)
    }

    static let create = Endpoint.api(
        .post, "/api/v1/branches", .permission(.manageSettings),
        Operation("createBranch", "Add a branch.", tag: .branches, errors: [409, 422]),
        body: JSONBody(Schemas.branchInput),
        answer: .created(Schemas.branch, "The new branch.") { location(of: $0.code) }
    ) { context, input in
        let branch = try input.validated()
        try checkLocation(branch, context)
        return BranchResource(try context.store.addBranch(branch))
    }

    static let get = Endpoint.api(
        .get, "/api/v1/branches/\(PathParameters.branch)", .everyone,
        Operation("getBranch", "One branch.", tag: .branches),
        answer: .ok(Schemas.branch, "The branch.")
    ) { context in
        BranchResource(try context.store.branch(context.path(PathParameters.branch)))
    }

    static let update = Endpoint.api(
        .put, "/api/v1/branches/\(PathParameters.branch)", .permission(.manageSettings),
        Operation("updateBranch", "Replace a branch's fields, its code too.", tag: .branches, errors: [409, 422]),
        body: JSONBody(Schemas.branchInput), answer: .ok(Schemas.branch, "The updated branch.")
    ) { context, input in
        let branch = try input.validated()
        try checkLocation(branch, context)
        return BranchResource(try context.store.updateBranch(context.path(PathParameters.branch), with: branch))
    }

    static let delete = Endpoint.api(
        .delete, "/api/v1/branches/\(PathParameters.branch)", .permission(.manageSettings),
        Operation("deleteBranch", "Remove a branch nothing belongs to any more (not the main one).", tag: .branches,
                  errors: [409]),
        answer: .noContent()
    ) { context in
        try context.store.deleteBranch(context.path(PathParameters.branch))
        return NoContent()
    }

    /// A branch's location must exist: a missing one is a mistake in the body's `locationId`.
    static func checkLocation(_ branch: Branch, _ context: RequestContext) throws {
        guard let id = branch.locationID, try context.store.existingLocation(id) == nil else { return }
        throw ValidationError(field: "locationId", message: LocationError.locationNotFound(id).message)
    }

    /// The URL of a branch.
    static func location(of code: String) -> String {
        "/api/v1/branches/\(PageContext.percentEncode(code))"
    }
}
