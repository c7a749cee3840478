import KartotekaCore
import KartotekaStore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `/api/v1/loans`: lending and the overdue list.
enum LoansAPI {
    static let endpoints = [lend, overdue]

    static let lend = Endpoint.api(
        Routes.Loans.lend, .permission(.circulate),
        Operation("Lend a copy to a reader.", tag: .copiesAndLoans, errors: [404, 409, 422],
                  description: "A title on the Federal list of extremist materials is refused (`copy_on_banned_list`), as is one "
                    + "marked above the reader's age (`age_restricted`, which `overrideAgeMark` lends all the same; "
                    + "`adult_only` for 18+, which nothing overrides)."),
        body: JSONBody(LendInput.schema),
        answer: .created(LoanResource.schema, "The new loan; `Location` is the copy's URL.", links: [
            "ReturnCopy": TitlesAPI.link(Routes.Copies.returnCopy, from: "/inventoryNumber"),
            "RenewCopy": TitlesAPI.link(Routes.Copies.renew, from: "/inventoryNumber"),
        ]) { CopiesAPI.location(of: $0.inventoryNumber) }
    ) { context, input in
        var problems = ProblemCollector()
        let inventory = problems.parse(InventoryNumber.field) { try InventoryNumber(validating: input.inventoryNumber) }
        let ticket = problems.parse(TicketNumber.field) { try TicketNumber(validating: input.ticketNumber) }
        let due = input.dueOn.flatMap { text in problems.parse("dueOn") { try Day(parsing: text, field: "dueOn") } }
        let branch = input.branch.flatMap { text in problems.parse("branch") { try BranchCode(validating: text) } }
        try problems.throwIfAny()
        let options = LendingOptions(dueOn: due, at: branch, inLibrary: input.inLibrary ?? false, overridingAgeMark: input.overrideAgeMark ?? false)
        let loan = try context.run(Lend(inventory!, to: ticket!, options))
        // The reader was named by the ticket just given, so the answer may name them.
        return LoanResource(loan, today: context.today)
    }

    static let overdue = Endpoint.api(
        Routes.Loans.overdue, .permission(.lookUp),
        Operation("Open loans past their due day, the most overdue first.", tag: .copiesAndLoans, errors: [404]),
        answer: .ok(LoanResource.page, "One page of overdue loans.")
    ) { context in
        let day = try context.query(Routes.Loans.at) ?? context.today
        let page = try context.store.overdueLoans(asOf: day, branch: try context.query(Routes.Loans.lentAt),
                                                  schoolClass: try context.query(Routes.Readers.schoolClass), page: try context.pageRequest())
        return PageResource(page) { LoanResource($0, today: day, holder: context.holderDisclosure) }
    }
}
