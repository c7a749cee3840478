import KartotekaCore
import KartotekaUseCases
import KartotekaStore
import KartotekaWire
import KartotekaWireMapping

/// `/api/v1/copies`: physical copies, and returning and renewing them.
enum CopiesAPI {
    static let endpoints = [get, update, delete, giveBack, renew]

    static let get = Endpoint.api(
        .get, "/api/v1/copies/\(PathParameters.inventory)", .permission(.lookUp),
        Operation("getCopy", "A copy, with its open loan when it is out.", tag: .copiesAndLoans),
        answer: .ok(Schemas.copy, "The copy.")
    ) { context in
        CopyResource(try context.store.copy(context.path(PathParameters.inventory)), today: context.today, holder: context.holderDisclosure)
    }

    static let update = Endpoint.api(
        .put, "/api/v1/copies/\(PathParameters.inventory)", .permission(.editCatalogue),
        Operation("updateCopy", "Replace a copy's fields (renumber it, move it, mark it lost…).", tag: .copiesAndLoans,
                  errors: [409, 422]),
        body: JSONBody(Schemas.copyUpdate), answer: .ok(Schemas.copy, "The updated copy.")
    ) { context, input in
        let inventory = try context.path(PathParameters.inventory)
        let current = try context.store.copy(inventory).record.copy
        var draft = input.draft(defaultPlace: "", current: current)
        if input.inventoryNumber == nil { draft.inventoryNumber = inventory.rawValue }
        if input.status == nil { draft.status = current.status.rawValue }
        return CopyResource(try context.run(UpdateCopy(inventory, to: draft)), today: context.today, holder: context.holderDisclosure)
    }

    static let delete = Endpoint.api(
        .delete, "/api/v1/copies/\(PathParameters.inventory)", .permission(.editCatalogue),
        Operation("deleteCopy", "Delete a copy that is not on loan.", tag: .copiesAndLoans, errors: [409]),
        answer: .noContent()
    ) { context in
        _ = try context.run(DeleteCopy(context.path(PathParameters.inventory)))
        return NoContent()
    }

    static let giveBack = Endpoint.api(
        .post, "/api/v1/copies/\(PathParameters.inventory)/return", .permission(.circulate),
        Operation("returnCopy", "Take a copy back: close its open loan. The first hold of its title's queue gets it "
                    + "(`setAsideFor`: onto the hold shelf, or off to the pickup branch); with none, taken back at another branch "
                    + "than its own, it sets off home (see `/api/v1/transfers`).", tag: .copiesAndLoans, errors: [409]),
        query: [returnedAt],
        answer: .ok(Schemas.loan, "The closed loan.")
    ) { context in
        let returned = try context.run(ReturnCopy(try context.path(PathParameters.inventory), at: try context.query(returnedAt)))
        var answer = LoanResource(returned.loan, today: context.today, holder: context.holderDisclosure)
        answer.setAsideFor = returned.setAsideFor.map { HoldResource($0, language: context.language, reader: context.holderDisclosure) }
        return answer
    }

    static let returnedAt = QueryParameters.branch("The branch whose desk takes it back; the desk's own, else where it was lent, by default.")

    static let renew = Endpoint.api(
        .post, "/api/v1/copies/\(PathParameters.inventory)/renew", .permission(.circulate),
        Operation("renewCopy", "Renew the open loan of a copy.", tag: .copiesAndLoans, errors: [409, 422]),
        body: .optional(Schemas.renew), answer: .ok(Schemas.loan, "The renewed loan.")
    ) { context, input in
        let due = try input.dueOn.map { try Day(parsing: $0, field: "dueOn") }
        return LoanResource(try context.run(Renew(context.path(PathParameters.inventory), dueOn: due)), today: context.today,
                            holder: context.holderDisclosure)
    }

    /// What can be done with a copy an answer describes.
    static let copyLinks: [String: JSONValue] = [
        "GetCopy": TitlesAPI.link("getCopy", "inventory", from: "/inventoryNumber"),
        "UpdateCopy": TitlesAPI.link("updateCopy", "inventory", from: "/inventoryNumber"),
        "DeleteCopy": TitlesAPI.link("deleteCopy", "inventory", from: "/inventoryNumber"),
        "ReturnCopy": TitlesAPI.link("returnCopy", "inventory", from: "/inventoryNumber"),
        "RenewCopy": TitlesAPI.link("renewCopy", "inventory", from: "/inventoryNumber"),
    ]

    /// The URL of a copy.
    static func location(of inventoryNumber: String) -> String {
        "/api/v1/copies/\(PageContext.percentEncode(inventoryNumber))"
    }
}
