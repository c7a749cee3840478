import KartotekaCore
import KartotekaHTTP
import KartotekaStore

/// Actions on copies: add, lend (choosing the reader), return, renew, edit, delete.
struct CopyPages {
    let store: any LibraryStore

    func register(on router: inout Router) {
        router.add("POST", "/books/:id/copies") { request, parameters in
            let id: TitleID = try parameters.id("id")
            var draft = CopyDraft(storagePlace: try store.settings().defaultStoragePlace)
            request.fill(&draft, CopyDraft.fields)
            do {
                _ = try store.addCopy(draft.validated(), to: id)
                return .redirect(to: "/books/\(id)?notice=copy-added")
            } catch {
                guard let problems = FormProblems.from(error) else { throw error }
                return TitleCard.render(PageContext(request: request), details: try store.title(id), today: store.today(),
                                        policy: try store.settings().loanPolicy,
                                        newInventory: draft.inventoryNumber, problems: problems, status: 422)
            }
        }
        router.add("GET", "/copies/:inventory/lend") { request, parameters in
            let copy = try store.copy(parameters.inventoryNumber())
            return try lendPage(request, copy: copy, problems: [])
        }
        router.add("POST", "/copies/:inventory/lend") { request, parameters in
            let inventory = try parameters.inventoryNumber()
            var problems = ProblemCollector()
            let ticket = problems.parse(TicketNumber.field) { try TicketNumber(validating: request.formValue("ticketNumber") ?? "") }
            let dueText = request.formValue("dueOn") ?? ""
            let due = dueText.isEmpty ? nil : problems.parse("dueOn") { try Day(parsing: dueText, field: "dueOn") }
            do {
                try problems.throwIfAny()
                let loan = try store.lend(inventory, to: ticket!, dueOn: due)
                return .redirect(to: "/books/\(loan.titleID.map(String.init(describing:)) ?? "")?notice=lent")
            } catch let error as LoanError where error.isAboutTheCopy {
                // Lent meanwhile (or never lendable): the page itself says so, and what to do.
                return try lendPage(request, copy: try store.copy(inventory), problems: [], status: 409)
            } catch {
                let fieldProblems = FormProblems.from(error)
                    ?? ((error as? ReaderError).map { [FieldProblem(field: TicketNumber.field, message: $0.message)] })
                guard let fieldProblems else { throw error }
                return try lendPage(request, copy: try store.copy(inventory), problems: fieldProblems, status: 422)
            }
        }
        router.add("POST", "/copies/:inventory/return") { request, parameters in
            let loan = try store.returnCopy(parameters.inventoryNumber())
            return .redirect(to: back(request, default: "/books/\(loan.titleID.map(String.init(describing:)) ?? "")", notice: .returned))
        }
        router.add("POST", "/copies/:inventory/renew") { request, parameters in
            let loan = try store.renew(parameters.inventoryNumber(), dueOn: nil)
            return .redirect(to: back(request, default: "/books/\(loan.titleID.map(String.init(describing:)) ?? "")", notice: .renewed))
        }
        router.add("GET", "/copies/:inventory/edit") { request, parameters in
            let copy = try store.copy(parameters.inventoryNumber())
            return CopyForm.render(PageContext(request: request), copy: copy.record, draft: CopyDraft(copy.record.copy), problems: [])
        }
        router.add("POST", "/copies/:inventory/edit") { request, parameters in
            let inventory = try parameters.inventoryNumber()
            let current = try store.copy(inventory).record
            var draft = CopyDraft(current.copy)
            request.fill(&draft, CopyDraft.fields)
            do {
                _ = try store.updateCopy(inventory, with: draft.validated())
                return .redirect(to: "/books/\(current.titleID)?notice=copy-saved")
            } catch {
                guard let problems = FormProblems.from(error) else { throw error }
                return CopyForm.render(PageContext(request: request), copy: current, draft: draft, problems: problems, status: 422)
            }
        }
        router.add("POST", "/copies/:inventory/delete") { _, parameters in
            let inventory = try parameters.inventoryNumber()
            let titleID = try store.copy(inventory).record.titleID
            try store.deleteCopy(inventory)
            return .redirect(to: "/books/\(titleID)?notice=copy-deleted")
        }
    }

    private func lendPage(_ request: HTTPRequest, copy: CopyDetails, problems: [FieldProblem], status: Int = 200) throws -> HTTPResponse {
        let text = request.queryValue("q") ?? ""
        let readers = text.isEmpty ? [] : try store.listReaders(ReaderQuery(text: text, page: PageRequest(limit: 20))).items
        let title = try store.title(copy.record.titleID).record.title
        return LendPage.render(PageContext(request: request), copy: copy, title: title, search: text, readers: readers,
                               ticket: request.formValue("ticketNumber") ?? "", dueOn: request.formValue("dueOn") ?? "",
                               problems: problems, status: status)
    }

    /// Where to go after an action: the page it came from when that is a local path.
    private func back(_ request: HTTPRequest, default path: String, notice: Notice) -> String {
        var target = request.formValue("back") ?? path
        if !target.hasPrefix("/") || target.hasPrefix("//") { target = path }
        return target + (target.contains("?") ? "&" : "?") + "notice=\(notice.rawValue)"
    }
}

private extension LoanError {
    /// Whether the refusal is about the copy's state rather than about what was typed.
    var isAboutTheCopy: Bool {
        switch self {
        case .copyAlreadyOnLoan, .copyNotLendable: true
        default: false
        }
    }
}
