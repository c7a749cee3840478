import KartotekaCore
import KartotekaHTTP
import KartotekaStore

/// `/readers`: the readers list, the reader card, and the reader forms.
struct ReaderPages {
    let store: any LibraryStore
    let calendar: LibraryCalendar

    func register(on router: inout Router) {
        router.add("GET", "/readers") { request, _ in
            let text = request.queryValue("q") ?? ""
            let page = (try? request.pageRequest(defaultLimit: 25)) ?? PageRequest(limit: 25)
            let results = try store.listReaders(ReaderQuery(text: text, page: page))
            return ReaderList.render(PageContext(request: request), results: results, text: text,
                                     recipient: try store.settings().exchange.mail.lastRecipient)
        }
        router.add("GET", "/readers/new") { request, _ in
            ReaderForm.render(PageContext(request: request), draft: ReaderDraft(), problems: [], action: "/readers/new")
        }
        router.add("POST", "/readers/new") { request, _ in
            var draft = ReaderDraft()
            request.fill(&draft, ReaderDraft.fields)
            do {
                let record = try store.addReader(draft.validated(today: store.today()))
                return .redirect(to: "/readers/\(PageContext.percentEncode(record.reader.ticketNumber.rawValue))?notice=reader-saved")
            } catch {
                guard let problems = FormProblems.from(error) else { throw error }
                return ReaderForm.render(PageContext(request: request), draft: draft, problems: problems, action: "/readers/new", status: 422)
            }
        }
        router.add("GET", "/readers/:ticket") { request, parameters in
            ReaderCardPage.render(PageContext(request: request), details: try store.reader(parameters.ticketNumber()), today: store.today(),
                              calendar: calendar, recipient: try store.settings().exchange.mail.lastRecipient,
                              policy: try store.settings().loanPolicy)
        }
        router.add("GET", "/readers/:ticket/edit") { request, parameters in
            let ticket = try parameters.ticketNumber()
            let reader = try store.reader(ticket).record.reader
            return ReaderForm.render(PageContext(request: request), draft: ReaderDraft(reader), problems: [],
                                     action: "/readers/\(PageContext.percentEncode(ticket.rawValue))/edit")
        }
        router.add("POST", "/readers/:ticket/edit") { request, parameters in
            let ticket = try parameters.ticketNumber()
            var draft = ReaderDraft(try store.reader(ticket).record.reader)
            request.fill(&draft, ReaderDraft.fields)
            let action = "/readers/\(PageContext.percentEncode(ticket.rawValue))/edit"
            do {
                let record = try store.updateReader(ticket, with: draft.validated(today: store.today()))
                return .redirect(to: "/readers/\(PageContext.percentEncode(record.reader.ticketNumber.rawValue))?notice=reader-saved")
            } catch {
                guard let problems = FormProblems.from(error) else { throw error }
                return ReaderForm.render(PageContext(request: request), draft: draft, problems: problems, action: action, status: 422)
            }
        }
        router.add("POST", "/readers/:ticket/delete") { _, parameters in
            try store.deleteReader(parameters.ticketNumber())
            return .redirect(to: "/readers?notice=reader-deleted")
        }
    }
}
