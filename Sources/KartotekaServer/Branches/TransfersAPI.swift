import KartotekaCore
import KartotekaStore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `/api/v1/transfers`: copies travelling between branches — sent by hand, or on their way home
/// after being taken back at another branch — and receiving them.
enum TransfersAPI {
    static let endpoints = [list, send, receive]

    static let all = QueryParameters.flag("all", "Also journeys that have ended; only copies still on their way by default.")
    static let branch = QueryParameters.branch("Only journeys from or to this branch.")

    static let list = Endpoint.api(
        .get, "/api/v1/transfers", .permission(.lookUp),
        Operation("listTransfers", "Copies on their way between branches (or every journey), newest first.", tag: .branches,
                  errors: [404]),
        query: [all, branch, QueryParameters.offset, QueryParameters.limit],
        answer: .ok(Schemas.transferPage, "One page of journeys.")
    ) { context in
        let query = TransferQuery(openOnly: !(try context.query(all) ?? false), branch: try context.query(branch),
                                  page: try context.pageRequest())
        return PageResource(try context.store.transfers(query), TransferResource.init)
    }

    static let send = Endpoint.api(
        .post, "/api/v1/transfers", .permission(.circulate),
        Operation("sendCopy", "Send a copy from the branch where it is to another.", tag: .branches, errors: [404, 409, 422]),
        body: JSONBody(Schemas.transferInput),
        answer: .created(Schemas.transfer, "The journey; `Location` is the copy's URL.") { CopiesAPI.location(of: $0.inventoryNumber) }
    ) { context, input in
        var problems = ProblemCollector()
        let inventory = problems.parse(InventoryNumber.field) { try InventoryNumber(validating: input.inventoryNumber) }
        let to = problems.parse("to") { try BranchCode(validating: input.to) }
        try problems.throwIfAny()
        return TransferResource(try context.run(SendCopy(inventory!, to: to!)))
    }

    static let receiveAt = QueryParameters.branch("The branch receiving it; the desk's branch, else where it is going, by default.")

    static let receive = Endpoint.api(
        .post, "/api/v1/copies/\(PathParameters.inventory)/receive", .permission(.circulate),
        Operation("receiveCopy", "Receive a copy that has arrived at the branch it was sent to.", tag: .branches, errors: [404, 409]),
        query: [receiveAt],
        answer: .ok(Schemas.transfer, "The journey, ended.")
    ) { context in
        let inventory = try context.path(PathParameters.inventory)
        return TransferResource(try context.run(ReceiveCopy(inventory, at: try context.query(receiveAt))))
    }
}
