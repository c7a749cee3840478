import KartotekaCore
import KartotekaHTTP
import KartotekaStore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `/transfers`: copies on their way between branches — those coming to this desk's branch to
/// be received, those leaving it — and the form that sends a copy to another branch.
enum TransferPages {
    static let endpoints: [any EndpointDeclaration] = [list, send, receive, cancel]

    /// The copy to send, as typed on the sending form (a link may fill it in).
    static let inventoryText = QueryParameter<String>("inventory", schema: JSONSchema.string(),
                                                      description: "The copy to send, filled in.") { $0 }
    /// The branch to send it to, filled in.
    static let toText = QueryParameter<String>("to", schema: JSONSchema.string(), description: "The branch to send to, filled in.") { $0 }
    /// Journeys that ended too.
    static let all = QueryParameters.flag("all", "`1`: the journeys that ended too.")
    /// Every branch's journeys, not only this desk's.
    static let everywhere = QueryParameters.flag("everywhere", "`1`: every branch's journeys, not only this desk's.")

    /// The copy to send.
    static let inventory = FormFields.inventory
    /// The branch to send it to.
    static let destination = FormField<BranchCode>("to") { try BranchCode(validating: $0 ?? "") }

    static let list = Endpoint.page(.get, "/transfers", .permission(.lookUp),
                                    query: [inventoryText, toText, all, everywhere] + QueryParameters.paging) { context in
        try listPage(context, inventory: context.query(inventoryText) ?? "", to: context.query(toText) ?? "", problems: [],
                     showAll: context.lenientQuery(all) ?? false, everywhere: context.lenientQuery(everywhere) ?? false,
                     page: context.listPage(defaultLimit: 50))
    }

    static let send = Endpoint.form("/transfers/send", .permission(.circulate), fields: [inventory, destination]) { context in
        var problems = ProblemCollector()
        let copy = try context.form(inventory, problems: &problems)
        let to = try context.form(destination, problems: &problems)
        let typed = (inventory: try context.typed(inventory), to: try context.typed(destination))
        return try context.saving(byField: copyProblem) {
            try problems.throwIfAny()
            _ = try context.run(SendCopy(copy!, to: to!))
            return .redirect(to: "\(TransferPages.list.path)?notice=sent")
        } again: { fieldProblems in
            try listPage(context, inventory: typed.inventory, to: typed.to, problems: fieldProblems, status: 422)
        }
    }

    static let receive: PageRoute<InventoryNumber> = Endpoint.form("/copies/\(PathParameters.inventory)/receive", .permission(.circulate),
                                                                   fields: [FormFields.back]) { context in
        let back = try context.form(FormFields.back)
        let transfer = try context.run(ReceiveCopy(try context.path(PathParameters.inventory)))
        return .redirect(to: Notice.received.shown(on: back ?? transfer.titleID.map { TitlePages.card.path($0) } ?? TransferPages.list.path))
    }

    static let cancel: PageRoute<InventoryNumber> = Endpoint.form("/copies/\(PathParameters.inventory)/cancel-transfer",
                                                                  .permission(.circulate), fields: [FormFields.back]) { context in
        let back = try context.form(FormFields.back)
        let called = try context.run(CancelTransfer(try context.path(PathParameters.inventory)))
        let notice: Notice = switch called.setAsideFor?.state {
        case nil: .transferCancelled
        case .waiting: .transferCancelledForHold
        default: .transferCancelledToHold
        }
        return .redirect(to: notice.shown(on: back ?? called.journey.titleID.map { TitlePages.card.path($0) } ?? TransferPages.list.path))
    }

    /// Why the copy named cannot be sent, as a problem of the inventory field.
    private static func copyProblem(_ error: any Error) -> [FieldProblem]? {
        switch error {
        case let error as BranchError: [FieldProblem(field: error.kind == .notFound ? "to" : InventoryNumber.field, message: error.message)]
        case let error as CatalogError: [FieldProblem(field: InventoryNumber.field, message: error.message)]
        default: nil
        }
    }

    /// The list of journeys (those on their way, this desk's unless `everywhere`) and the sending
    /// form filled with `inventory` and `to`.
    private static func listPage(_ context: RequestContext, inventory: String, to: String, problems: [FieldProblem],
                                 showAll: Bool = false, everywhere: Bool = false, page: PageRequest = PageRequest(),
                                 status: Int = 200) throws -> HTTPResponse {
        let query = TransferQuery(openOnly: !showAll, branch: everywhere ? nil : context.deskBranch, page: page)
        return TransferListPage.render(context.page, transfers: try context.store.transfers(query), branches: try context.store.branches(),
                                       calendar: context.services.calendar, form: (inventory, to), problems: problems,
                                       showAll: showAll, everywhere: everywhere, status: status)
    }
}
