import KartotekaCore
import KartotekaStore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `/api/v1/copies`: physical copies, and returning and renewing them.
enum CopiesAPI {
    static let endpoints = [get, update, delete, returnCopy, undo, renew]

    static let get = Endpoint.api(
        Routes.Copies.get, .permission(.lookUp),
        Operation("A copy, with its open loan when it is out.", tag: .copiesAndLoans),
        ok: "The copy."
    ) { context, inventory in
        CopyResource(try context.store.copy(inventory), today: context.today, holder: context.holderDisclosure)
    }

    static let update = Endpoint.api(
        Routes.Copies.update, .permission(.editCatalogue),
        Operation("Replace a copy's fields (renumber it, move it, mark it lost…).", tag: .copiesAndLoans,
                  errors: [409, 422]),
        body: JSONBody(CopyInput.update),
        ok: "The updated copy."
    ) { context, inventory, input in
        let current = try context.store.copy(inventory).record.copy
        var draft = input.draft(defaultPlace: "", current: current)
        if input.inventoryNumber == nil { draft.inventoryNumber = inventory.rawValue }
        if input.status == nil { draft.status = current.status.rawValue }
        return CopyResource(try context.run(UpdateCopy(inventory, to: draft)), today: context.today, holder: context.holderDisclosure)
    }

    static let delete = Endpoint.api(
        Routes.Copies.delete, .permission(.editCatalogue),
        Operation("Delete a copy that is not on loan.", tag: .copiesAndLoans, errors: [409]),
        runs: DeleteCopyChange.self
    )

    static let returnCopy = Endpoint.api(
        Routes.Copies.returnCopy, .permission(.circulate),
        Operation("Take a copy back: close its open loan. The first hold of its title's queue gets it "
                    + "(`setAsideFor`: onto the hold shelf, or off to the pickup branch); with none, taken back at another branch "
                    + "than its own, it sets off home (see `/api/v1/transfers`).", tag: .copiesAndLoans, errors: [409]),
        ok: "The closed loan."
    ) { context, inventory in
        let returned = try context.run(ReturnCopy(inventory, at: try context.query(Routes.Copies.returnedAt)))
        var answer = LoanResource(returned.loan, today: context.today, holder: context.holderDisclosure)
        answer.setAsideFor = returned.setAsideFor.map { HoldResource($0, language: context.language, reader: context.holderDisclosure) }
        return answer
    }

    static let undo = Endpoint.api(
        Routes.Copies.undo, .permission(.circulate),
        Operation("Undo a lend or a return of a copy made by mistake in the last ten minutes.", tag: .copiesAndLoans, errors: [409],
                  description: "A loan made within ten minutes is removed as if it had never been made (the statistics do not count "
                    + "it); else a loan a return closed within ten minutes is open again. The audit log says what was undone. "
                    + "Refused (409) when there is nothing so recent (`nothing_to_undo`), when the lend filled the reader's hold "
                    + "(`undo_filled_hold`), or when the copy has since been set aside for a hold or sent home (`undo_copy_moved_on`)."),
        ok: "What was undone, and the loan: as it was before it was removed, or open again."
    ) { context, inventory in
        let undone = try context.run(UndoCirculation(inventory))
        return UndoResult(undone: undone.kind.rawValue, loan: LoanResource(undone.loan, today: context.today, holder: context.holderDisclosure))
    }

    static let renew = Endpoint.api(
        Routes.Copies.renew, .permission(.circulate),
        Operation("Renew the open loan of a copy.", tag: .copiesAndLoans, errors: [409, 422]),
        body: .optional(RenewInput.schema),
        ok: "The renewed loan."
    ) { context, inventory, input in
        let due = try input.dueOn.map { try Day(parsing: $0, field: "dueOn") }
        return LoanResource(try context.run(Renew(inventory, dueOn: due)), today: context.today,
                            holder: context.holderDisclosure)
    }

    /// What can be done with a copy an answer describes.
    static let copyLinks: [String: JSONValue] = [
        "GetCopy": TitlesAPI.link(Routes.Copies.get, from: "/inventoryNumber"),
        "UpdateCopy": TitlesAPI.link(Routes.Copies.update, from: "/inventoryNumber"),
        "DeleteCopy": TitlesAPI.link(Routes.Copies.delete, from: "/inventoryNumber"),
        "ReturnCopy": TitlesAPI.link(Routes.Copies.returnCopy, from: "/inventoryNumber"),
        "RenewCopy": TitlesAPI.link(Routes.Copies.renew, from: "/inventoryNumber"),
    ]

    /// The URL of a copy.
    static func location(of inventoryNumber: String) -> String {
        Routes.Copies.get.path(InventoryNumber(unchecked: inventoryNumber))
    }
}
