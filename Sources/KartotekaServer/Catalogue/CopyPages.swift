import KartotekaCore
import KartotekaHTTP
import KartotekaStore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// Actions on copies: add, lend (choosing the reader), return, renew, edit, delete.
enum CopyPages {
    static let endpoints: [any EndpointDeclaration] = [add, lendForm, lend, returnCopy, renew, editForm, edit, delete]

    static let add: PageRoute<TitleID> = Endpoint.form("/books/\(PathParameters.titleID)/copies", .permission(.editCatalogue),
                                                       fields: FormFields.copy.form) { context in
        let id = try context.path(PathParameters.titleID)
        var draft = CopyDraft()
        try context.fill(&draft, FormFields.copy)
        do {
            _ = try context.run(AddCopy(draft, to: id))
            return .redirect(to: "\(TitlePages.card.path(id))?notice=copy-added")
        } catch {
            guard let problems = FormProblems.from(error) else { throw error }
            return TitleCard.render(context.page, details: try context.store.title(id), today: context.today,
                                    policy: try context.store.settings().loanPolicy,
                                    newInventory: draft.inventoryNumber, problems: problems, status: 422,
                                    branches: try context.store.branches(), receipts: try context.openReceipts(), receipt: draft.receipt)
        }
    }

    static let lendForm: PageRoute<InventoryNumber> = Endpoint.page(.get, "/copies/\(PathParameters.inventory)/lend", .permission(.circulate),
                                                                    query: [QueryParameters.words]) { context in
        try lendPage(context, copy: try context.store.copy(context.path(PathParameters.inventory)),
                     search: context.query(QueryParameters.words) ?? "", problems: [])
    }

    /// The lend form's box that lends a title marked above the reader's age all the same.
    static let overrideAgeMark = FormField<Bool>.checkbox("overrideAgeMark")

    /// A lend to read in the library (the reading room), due back today.
    static let inLibrary = FormField<Bool>.checkbox("inLibrary")

    static let lend: PageRoute<InventoryNumber> = Endpoint.form("/copies/\(PathParameters.inventory)/lend", .permission(.circulate),
                                                                fields: [FormFields.ticket, FormFields.dueOn, overrideAgeMark, inLibrary,
                                                                         FormFields.back]) { context in
        let inventory = try context.path(PathParameters.inventory)
        let back = try context.form(FormFields.back)
        let overriding = try context.form(overrideAgeMark)
        var problems = ProblemCollector()
        let readHere = try context.form(inLibrary)
        let ticket = try context.form(FormFields.ticket, problems: &problems)
        let due = try context.form(FormFields.dueOn, problems: &problems) ?? nil
        let typed = (ticket: try context.typed(FormFields.ticket), dueOn: try context.typed(FormFields.dueOn))
        do {
            try problems.throwIfAny()
            let loan = try context.run(Lend(inventory, to: ticket!, LendingOptions(dueOn: due, inLibrary: readHere, overridingAgeMark: overriding)))
            return .redirect(to: Notice.lent.shown(on: back ?? loan.titleID.map(TitlePages.card.path) ?? TitlePages.list.path))
        } catch let error as LoanError where error.isAboutTheCopy {
            // Lent meanwhile (or never lendable): the page itself says so, and what to do.
            return try lendPage(context, copy: try context.store.copy(inventory), typed: typed, problems: [], status: 409)
        } catch {
            let fieldProblems = FormProblems.from(error)
                ?? ((error as? ReaderError).map { [FieldProblem(field: TicketNumber.field, message: $0.message)] })
            guard let fieldProblems else { throw error }
            return try lendPage(context, copy: try context.store.copy(inventory), typed: typed, problems: fieldProblems, status: 422)
        }
    }

    static let returnCopy: PageRoute<InventoryNumber> = Endpoint.form("/copies/\(PathParameters.inventory)/return", .permission(.circulate),
                                        fields: [FormFields.back]) { context in
        let inventory = try context.path(PathParameters.inventory)
        let back = try context.form(FormFields.back)
        let returned = try context.run(ReturnCopy(inventory))
        let notice: Notice = returned.travelsTo != nil ? .returnedToTravel : .returned
        return .redirect(to: notice.shown(on: back ?? returned.loan.titleID.map(TitlePages.card.path) ?? TitlePages.list.path))
    }

    static let renew: PageRoute<InventoryNumber> = Endpoint.form("/copies/\(PathParameters.inventory)/renew", .permission(.circulate),
                                                                 fields: [FormFields.back]) { context in
        let back = try context.form(FormFields.back)
        let loan = try context.run(Renew(context.path(PathParameters.inventory)))
        return .redirect(to: Notice.renewed.shown(on: back ?? loan.titleID.map(TitlePages.card.path) ?? TitlePages.list.path))
    }

    static let editForm: PageRoute<InventoryNumber> = Endpoint.page(.get, "/copies/\(PathParameters.inventory)/edit", .permission(.editCatalogue)) { context in
        let copy = try context.store.copy(context.path(PathParameters.inventory))
        return CopyForm.render(context.page, copy: copy.record, draft: CopyDraft(copy.record.copy), problems: [],
                               receipts: try context.openReceipts())
    }

    static let edit: PageRoute<InventoryNumber> = Endpoint.form("/copies/\(PathParameters.inventory)/edit", .permission(.editCatalogue),
                                                                fields: FormFields.copy.form) { context in
        let inventory = try context.path(PathParameters.inventory)
        let current = try context.store.copy(inventory).record
        var draft = CopyDraft(current.copy)
        try context.fill(&draft, FormFields.copy)
        do {
            let updated = try context.run(UpdateCopy(inventory, to: draft))
            return .redirect(to: "\(TitlePages.card.path(updated.record.titleID))?notice=copy-saved")
        } catch {
            guard let problems = FormProblems.from(error) else { throw error }
            return CopyForm.render(context.page, copy: current, draft: draft, problems: problems, receipts: try context.openReceipts(),
                                   status: 422)
        }
    }

    static let delete: PageRoute<InventoryNumber> = Endpoint.form("/copies/\(PathParameters.inventory)/delete", .permission(.editCatalogue)) { context in
        let deleted = try context.run(DeleteCopy(context.path(PathParameters.inventory)))
        return .redirect(to: "\(TitlePages.card.path(deleted.titleID))?notice=copy-deleted")
    }

    /// The lending page: the readers found for `search`, and the form with what was `typed`.
    private static func lendPage(_ context: RequestContext, copy: CopyDetails, search: String = "",
                                 typed: (ticket: String, dueOn: String) = ("", ""), problems: [FieldProblem],
                                 status: Int = 200) throws -> HTTPResponse {
        let readers = search.isEmpty ? [] : try ReaderFinder.find(search, page: PageRequest(limit: 20), context: context).items
        let title = try context.store.title(copy.record.titleID).record.title
        return LendPage.render(context.page, copy: copy, title: title, search: search, readers: readers,
                               ticket: typed.ticket, dueOn: typed.dueOn, problems: problems, status: status)
    }
}

private extension LoanError {
    /// Whether the refusal is about the copy's state rather than about what was typed.
    var isAboutTheCopy: Bool {
        switch self {
        case .copyAlreadyOnLoan, .copyNotLendable, .copyAtAnotherBranch, .copyTravelling: true
        default: false
        }
    }
}
