import KartotekaCore
import KartotekaHTTP
import KartotekaStore

/// `/transfers`: copies on their way between branches — those coming to this desk's branch to
/// be received, those leaving it — and the form that sends a copy to another branch.
enum TransferPages {
    static let endpoints = [list, send, receive]

    static let list = Endpoint.page(.get, "/transfers", .permission(.lookUp)) { context in
        try listPage(context, inventory: context.request.queryValue("inventory") ?? "", to: context.request.queryValue("to") ?? "",
                     problems: [])
    }

    static let send = Endpoint.form("/transfers/send", .permission(.circulate)) { context, form in
        var problems = ProblemCollector()
        let inventory = problems.parse(InventoryNumber.field) { try InventoryNumber(validating: form["inventoryNumber"]) }
        let to = problems.parse("to") { try BranchCode(validating: form["to"]) }
        do {
            try problems.throwIfAny()
            _ = try context.store.sendCopy(inventory!, to: to!, by: context.actingAccount)
            return .redirect(to: "/transfers?notice=sent")
        } catch {
            guard let fieldProblems = FormProblems.from(error) ?? copyProblem(error) else { throw error }
            return try listPage(context, inventory: form["inventoryNumber"], to: form["to"], problems: fieldProblems, status: 422)
        }
    }

    static let receive = Endpoint.form("/copies/\(PathParameters.inventory)/receive", .permission(.circulate)) { context, form in
        let transfer = try context.receiveCopy(try context.path(PathParameters.inventory))
        let fallback = transfer.titleID.map { "/books/\($0)" } ?? "/transfers"
        let target = LocalRedirect.path(form.text("back"), otherwise: fallback)
        return .redirect(to: target + (target.contains("?") ? "&" : "?") + "notice=\(Notice.received.rawValue)")
    }

    /// Why the copy named cannot be sent, as a problem of the inventory field.
    private static func copyProblem(_ error: any Error) -> [FieldProblem]? {
        switch error {
        case let error as BranchError: [FieldProblem(field: error.kind == .notFound ? "to" : InventoryNumber.field, message: error.message)]
        case let error as CatalogError: [FieldProblem(field: InventoryNumber.field, message: error.message)]
        default: nil
        }
    }

    private static func listPage(_ context: RequestContext, inventory: String, to: String, problems: [FieldProblem],
                                 status: Int = 200) throws -> HTTPResponse {
        let showAll = context.request.queryValue("all") == "1"
        let everywhere = context.request.queryValue("everywhere") == "1"
        let query = TransferQuery(openOnly: !showAll, branch: everywhere ? nil : context.deskBranch,
                                  page: (try? context.pageRequest(defaultLimit: 50)) ?? PageRequest())
        return TransferListPage.render(context.page, transfers: try context.store.transfers(query), branches: try context.store.branches(),
                                       calendar: context.services.calendar, form: (inventory, to), problems: problems,
                                       showAll: showAll, everywhere: everywhere, status: status)
    }
}
