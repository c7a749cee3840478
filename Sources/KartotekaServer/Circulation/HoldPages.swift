import KartotekaCore
import KartotekaHTTP
import KartotekaStore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `/holds`: the hold shelf (copies set aside, waiting or on their way) and the queues; reserving
/// a title for a reader from its card; cancelling a hold; ending the holds not collected in time.
enum HoldPages {
    static let endpoints: [any EndpointDeclaration] = [list, place, cancel, expire]

    /// Ended holds too.
    static let all = QueryParameters.flag("all", "`1`: the holds that ended too.")
    /// Every branch's holds, not only those collected at this desk's branch.
    static let everywhere = QueryParameters.flag("everywhere", "`1`: every branch's holds, not only this desk's.")

    /// The branch to collect the book at; empty: the desk's branch (or the main one).
    static let pickupBranch = FormField<BranchCode?>("pickupBranch") { text in
        guard let text, !text.isEmpty else { return nil }
        return try BranchCode(validating: text)
    }

    static let list = Endpoint.page(.get, "/holds", .permission(.lookUp), query: [all, everywhere] + QueryParameters.paging) { context in
        let showAll = try context.lenientQuery(all) ?? false
        let anywhere = try context.lenientQuery(everywhere) ?? false
        let query = HoldQuery(pickupBranch: anywhere ? nil : context.deskBranch, scope: showAll ? .all : .active,
                              page: try context.listPage(defaultLimit: 50))
        return HoldListPage.render(context.page, holds: try context.store.holds(query), showAll: showAll, everywhere: anywhere)
    }

    /// The one copy to reserve; empty: any copy of the title.
    static let wantedCopy = FormField<InventoryNumber?>(InventoryNumber.field) { text in
        guard let text, !text.isEmpty else { return nil }
        return try InventoryNumber(validating: text)
    }

    static let place: PageRoute<TitleID> = Endpoint.form("/books/\(PathParameters.titleID)/holds", .permission(.circulate),
                                                         fields: [FormFields.ticket, wantedCopy, pickupBranch]) { context in
        let id = try context.path(PathParameters.titleID)
        var problems = ProblemCollector()
        let ticket = try context.form(FormFields.ticket, problems: &problems)
        let copy = try context.form(wantedCopy, problems: &problems) ?? nil
        let branch = try context.form(pickupBranch, problems: &problems) ?? nil
        do {
            try problems.throwIfAny()
            let target: HoldRequest.Target = copy.map { .copy($0) } ?? .title(id)
            _ = try context.run(PlaceHold(HoldRequest(ticketNumber: ticket!, target: target, pickupBranch: branch ?? context.deskBranch)))
            return .redirect(to: Notice.holdPlaced.shown(on: TitlePages.card.path(id)))
        } catch {
            guard let fieldProblems = FormProblems.from(error) ?? holdProblem(error) else { throw error }
            let settings = try context.store.settings()
            return TitleCard.render(context.page, details: try context.store.title(id), today: context.today, policy: settings.loanPolicy,
                                    status: 422, branches: try context.store.branches(), holdTicket: try context.typed(FormFields.ticket),
                                    holdProblems: fieldProblems)
        }
    }

    static let cancel: PageRoute<HoldID> = Endpoint.form("/holds/\(PathParameters.holdID)/cancel", .permission(.circulate),
                                                         fields: [FormFields.back]) { context in
        let hold = try context.run(CancelHold(context.path(PathParameters.holdID)))
        return .redirect(to: Notice.holdCancelled.shown(on: try context.form(FormFields.back) ?? TitlePages.card.path(hold.titleID)))
    }

    static let expire = Endpoint.form("/holds/expire", .permission(.circulate)) { context in
        _ = try context.run(ExpireHolds())
        return .redirect(to: Notice.holdsExpired.shown(on: HoldPages.list.path))
    }

    /// Why a hold could not be placed, said next to the field it is about (mostly the reader's ticket).
    private static func holdProblem(_ error: any Error) -> [FieldProblem]? {
        switch error {
        case let error as HoldError:
            if case .copyNotHoldable = error {
                [FieldProblem(field: InventoryNumber.field, message: error.message)]
            } else {
                [FieldProblem(field: TicketNumber.field, message: error.message)]
            }
        case let error as CatalogError: [FieldProblem(field: InventoryNumber.field, message: error.message)]
        case let error as ReaderError: [FieldProblem(field: TicketNumber.field, message: error.message)]
        case let error as BranchError: [FieldProblem(field: pickupBranch.name, message: error.message)]
        default: nil
        }
    }
}
