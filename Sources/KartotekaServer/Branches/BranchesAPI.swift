import KartotekaCore
import KartotekaStore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `/api/v1/branches`: the library's branches. Anyone may list them (the public catalogue shows
/// where copies are); changing them is the library's settings; showing one among the library
/// locations is the locations' business, a librarian's.
enum BranchesAPI {
    static let endpoints = [list, create, get, update, delete, publish, unpublish]

    static let list = Endpoint.api(
        Routes.Branches.list, .everyone,
        Operation("Every branch of the library, the main one first.", tag: .branches),
        answer: .list(BranchResource.schema, "The branches.")
    ) { context in
        try context.store.branches().map(BranchResource.init)
    }

    static let create = Endpoint.api(
        Routes.Branches.create, .permission(.manageSettings),
        Operation("Add a branch.", tag: .branches, errors: [409, 422]),
        body: JSONBody(BranchInput.schema),
        answer: .created(BranchResource.schema, "The new branch.") { location(of: $0.code) }
    ) { context, input in
        BranchResource(try context.run(AddBranch(input.validated())))
    }

    static let get = Endpoint.api(Routes.Branches.get, .everyone, Operation("One branch.", tag: .branches), ok: "The branch.") {
        BranchResource(try $0.store.branch($1))
    }

    static let update = Endpoint.api(
        Routes.Branches.update, .permission(.manageSettings),
        Operation("Replace a branch's fields, its code too.", tag: .branches, errors: [409, 422]),
        body: JSONBody(BranchInput.schema),
        ok: "The updated branch."
    ) { context, branch, input in
        BranchResource(try context.run(ChangeBranch(branch, to: input.validated())))
    }

    static let delete = Endpoint.api(
        Routes.Branches.delete, .permission(.manageSettings),
        Operation("Remove a branch nothing belongs to any more (not the main one).", tag: .branches,
                  errors: [409]),
        runs: DeleteBranchChange.self
    )

    static let publish = Endpoint.api(
        Routes.Branches.publish, .permission(.manageLocations),
        Operation("""
            Show a branch among the library locations (the book's `/locations`), or change how it shows: its location — the \
            one it has, the existing one `locationId` links, or a new one — takes the branch's address and the fields given, \
            and follows the branch's address from then on.
            """, tag: .branches, errors: [409, 422]),
        body: JSONBody(BranchListingInput.schema),
        ok: "The branch with its location."
    ) { context, branch, input in
        BranchResource(try context.run(PublishBranch(branch, to: input.listing)))
    }

    static let unpublish = Endpoint.api(
        Routes.Branches.unpublish, .permission(.manageLocations),
        Operation("Stop showing a branch among the library locations: its location is removed.", tag: .branches),
        runs: UnpublishBranchChange.self
    )

    /// The URL of a branch.
    static func location(of code: String) -> String {
        Routes.Branches.get.path(BranchCode(unchecked: code))
    }
}
