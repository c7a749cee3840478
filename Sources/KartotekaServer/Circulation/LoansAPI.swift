import KartotekaCore
import KartotekaUseCases
import KartotekaStore
import KartotekaWire

/// `/api/v1/loans`: lending and the overdue list.
enum LoansAPI {
    static let endpoints = [lend, overdue]

    static let lend = Endpoint.api(
        .post, "/api/v1/loans", .permission(.circulate),
        Operation("lend", "Lend a copy to a reader.", tag: .copiesAndLoans, errors: [404, 409, 422]),
        body: JSONBody(Schemas.lend),
        answer: .created(Schemas.loan, "The new loan; `Location` is the copy's URL.", links: [
            "ReturnCopy": TitlesAPI.link("returnCopy", "inventory", from: "/inventoryNumber"),
            "RenewCopy": TitlesAPI.link("renewCopy", "inventory", from: "/inventoryNumber"),
        ]) { CopiesAPI.location(of: $0.inventoryNumber) }
    ) { context, input in
        var problems = ProblemCollector()
        let inventory = problems.parse(InventoryNumber.field) { try InventoryNumber(validating: input.inventoryNumber) }
        let ticket = problems.parse(TicketNumber.field) { try TicketNumber(validating: input.ticketNumber) }
        let due = input.dueOn.flatMap { text in problems.parse("dueOn") { try Day(parsing: text, field: "dueOn") } }
        let branch = input.branch.flatMap { text in problems.parse("branch") { try BranchCode(validating: text) } }
        try problems.throwIfAny()
        let loan = try context.run(Lend(inventory!, to: ticket!, dueOn: due, at: branch, inLibrary: input.inLibrary ?? false))
        // The reader was named by the ticket just given, so the answer may name them.
        return LoanResource(loan, today: context.today)
    }

    static let at = QueryParameters.day("at", "The day to judge by; today by default.")
    static let lentAt = QueryParameters.branch("Only loans lent at this branch; every branch's by default.")

    static let overdue = Endpoint.api(
        .get, "/api/v1/loans/overdue", .permission(.lookUp),
        Operation("listOverdueLoans", "Open loans past their due day, the most overdue first.", tag: .copiesAndLoans, errors: [404]),
        query: [at, lentAt, ReaderFilters.schoolClass, QueryParameters.offset, QueryParameters.limit],
        answer: .ok(Schemas.loanPage, "One page of overdue loans.")
    ) { context in
        let day = try context.query(at) ?? context.today
        let page = try context.store.overdueLoans(asOf: day, branch: try context.query(lentAt),
                                                  schoolClass: try context.query(ReaderFilters.schoolClass), page: try context.pageRequest())
        return PageResource(page) { LoanResource($0, today: day, holder: context.holderDisclosure) }
    }
}
