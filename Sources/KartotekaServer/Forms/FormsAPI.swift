import KartotekaCore
import KartotekaStore
import KartotekaWire
import KartotekaWireMapping

/// `/api/v1/forms/…`: the state statistics forms a library hands in, from its own accounts.
enum FormsAPI {
    static let endpoints = [schoolFund, publicLibrary, register, bulletin]

    static let schoolFund = Endpoint.periodReport(
        Routes.Forms.schoolFund, .permission(.keepAccounts),
        "ОО-2 §2.6: the library fund received, withdrawn and held by line 01–09.",
        description: "From the book of summary accounting of both funds (the main one and the textbooks): line 01 is "
            + "the sum of lines 06–09 (by each copy's kind of document); lines 02–05 count each copy by its fund class "
            + "(its own, else its title's kind). `year`, or `from` and `to`; nothing is this year.",
        ok: "Lines 01–09."
    ) { context, period in
        SchoolFundReturnResource(try context.store.schoolFundReturn(period))
    }

    static let publicLibrary = Endpoint.periodReport(
        Routes.Forms.publicLibrary, .permission(.lookUp),
        "6-НК: users, visits and loans by age group and the fund — per branch and consolidated.",
        description: "Users are the readers served (who borrowed or returned), a visit a reader's day at a desk, as "
            + "the statistics count them; by the branch where lent or taken back. Age groups on the period's last day: "
            + "children up to 14 inclusive, youth 15–30, the others — a reader without a birth date among them "
            + "(`withoutBirthDate` says how many). The fund from the book of summary accounting of both funds, by each "
            + "copy's own branch. The consolidated return is the sum of the branches'. `year`, or `from` and `to`.",
        ok: "Each branch's return and the sum."
    ) { context, period in
        PublicLibraryReturnsResource(try context.store.publicLibraryReturns(period))
    }

    static let bulletin = Endpoint.periodReport(
        Routes.Forms.bulletin, .permission(.lookUp),
        "The new-arrivals bulletin of a period: the titles that came, by BBK section, described by ГОСТ Р 7.0.100-2018.",
        description: "The titles whose copies entered the main fund in the period (as the book of summary accounting counts "
            + "receipts: the batch's day, else the copy's), grouped by the book's BBK sections, each with its shelf code, its "
            + "description and the copies that came. `year`, or `from` and `to`; nothing is this year.",
        ok: "The sections with their titles."
    ) { context, period in
        NewArrivalsBulletinResource(try context.store.newArrivals(period), language: context.language)
    }

    static let register = Endpoint.api(
        Routes.Forms.register, .permission(.lookUp),
        Operation("The daily register of a month: visits and loans by day and age group, readers registered.", tag: .accounts,
                  errors: [422]),
        ok: "A line per day and the totals.", work: .long
    ) { context in
        DailyRegisterResource(try context.store.dailyRegister(try context.registerMonth(), branch: try context.query(Routes.Ledger.branch)))
    }
}

extension RequestContext {
    /// The month the query names, or this month when it names none; a month that is not one
    /// (`month=`, `2027-13`) is refused, not taken as this month.
    func registerMonth() throws -> LedgerPeriod {
        if let text = try query(Routes.Forms.month) {
            guard let asked = DailyRegister.month(text) else {
                throw APIError.invalidParameter(name: Routes.Forms.month.declaration.name, value: text)
            }
            return asked
        }
        return try DailyRegister.month(of: today)
    }
}
