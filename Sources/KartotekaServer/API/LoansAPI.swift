import KartotekaCore
import KartotekaHTTP
import KartotekaStore

/// `/api/v1/loans`: lending and the overdue list.
struct LoansAPI {
    let store: any LibraryStore

    func register(on router: inout Router) {
        router.add("POST", "/api/v1/loans") { request, _ in
            let input = try LendInput.decode(from: request)
            var problems = ProblemCollector()
            let inventory = problems.parse(InventoryNumber.field) { try InventoryNumber(validating: input.inventoryNumber) }
            let ticket = problems.parse(TicketNumber.field) { try TicketNumber(validating: input.ticketNumber) }
            let due = input.dueOn.flatMap { text in problems.parse("dueOn") { try Day(parsing: text, field: "dueOn") } }
            try problems.throwIfAny()
            let loan = try store.lend(inventory!, to: ticket!, dueOn: due)
            return try JSONResponse.created(LoanResource(loan, today: store.today()), at: "/api/v1/copies/\(PageContext.percentEncode(inventory!.rawValue))")
        }
        router.add("GET", "/api/v1/loans/overdue") { request, _ in
            let day = try request.dayParameter("at") ?? store.today()
            let page = try store.overdueLoans(asOf: day, page: try request.pageRequest())
            return try JSONResponse.make(PageResource(page) { LoanResource($0, today: day) })
        }
    }
}
