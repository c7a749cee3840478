import KartotekaCore
import KartotekaStore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `/api/v1/transfers`: copies travelling between branches — sent by hand, or on their way home
/// after being taken back at another branch — receiving them, and calling a journey off.
enum TransfersAPI {
    static let endpoints = [list, send, receive, cancel]

    static let list = Endpoint.api(
        Routes.Transfers.list, .permission(.lookUp),
        Operation("Copies on their way between branches (or every journey), newest first.", tag: .branches,
                  errors: [404]),
        answer: .ok(TransferResource.page, "One page of journeys.")
    ) { context in
        let query = TransferQuery(openOnly: !(try context.query(Routes.Transfers.all) ?? false), branch: try context.query(Routes.Transfers.branch),
                                  page: try context.pageRequest())
        return PageResource(try context.store.transfers(query), TransferResource.init)
    }

    static let send = Endpoint.api(
        Routes.Transfers.send, .permission(.circulate),
        Operation("Send a copy from the branch where it is to another.", tag: .branches, errors: [404, 409, 422]),
        body: JSONBody(TransferInput.schema),
        answer: .created(TransferResource.schema, "The journey; `Location` is the copy's URL.") { CopiesAPI.location(of: $0.inventoryNumber) }
    ) { context, input in
        var problems = ProblemCollector()
        let inventory = problems.parse(InventoryNumber.field) { try InventoryNumber(validating: input.inventoryNumber) }
        let to = problems.parse("to") { try BranchCode(validating: input.to) }
        try problems.throwIfAny()
        return TransferResource(try context.run(SendCopy(inventory!, to: to!)))
    }

    static let receive = Endpoint.api(
        Routes.Transfers.receive, .permission(.circulate),
        Operation("Receive a copy that has arrived at the branch it was sent to.", tag: .branches, errors: [404, 409]),
        ok: "The journey, ended."
    ) { context, inventory in
        return TransferResource(try context.run(ReceiveCopy(inventory, at: try context.query(Routes.Transfers.receiveAt))))
    }

    static let cancel = Endpoint.api(
        Routes.Transfers.cancel, .permission(.circulate),
        Operation("Call off a copy's journey: it stays at the branch it was sent from.", tag: .branches, errors: [404, 409],
                  description: "A copy not on its way is 409 `copy_not_travelling`; one travelling to a reader's hold is 409 "
                    + "`copy_travels_for_hold`; a token account of another branch than the one the copy left gets 409 "
                    + "`call_off_where_it_left`. The copy then goes to the title's first hold it can fill (`setAsideFor`)."),
        ok: "The journey, called off."
    ) { context, inventory in
        let called = try context.run(CancelTransfer(inventory))
        var answer = TransferResource(called.journey)
        answer.setAsideFor = called.setAsideFor.map { HoldResource($0, language: context.language, reader: context.holderDisclosure) }
        return answer
    }
}
