import KartotekaCore
import KartotekaHTTP
import KartotekaStore
import KartotekaWire
import KartotekaWireMapping

/// `/forms/oo2`: ОО-2 §2.6 of a year on the page, to print (A4, the form's lines and columns)
/// and as CSV to re-key into the state system.
enum FormPages {
    static let endpoints: [any EndpointDeclaration] = [schoolFund, schoolFundPrint, schoolFundCSV, publicLibrary, publicLibraryPrint, publicLibraryCSV,
                            register, registerPrint, registerCSV]

    static let query: [any DeclaredQueryParameter] = [Routes.Receipts.year, Routes.Ledger.from, Routes.Ledger.to]

    static let schoolFund: PageRoute<Void> = Endpoint.page(.get, "/forms/oo2", .permission(.keepAccounts), query: query, work: .long) { context in
        let page = context.page
        let year = try context.lenientQuery(Routes.Receipts.year)
        var problems: [FieldProblem] = []
        var document: HTML = .empty
        do {
            let period = try LedgerPeriod(year: year, from: nil, to: nil, today: context.today)
            document = SchoolFundDocument.render(page, SchoolFundReturnResource(try context.store.schoolFundReturn(period)))
        } catch let error as ValidationError {
            problems = error.problems
        }
        let fields = FormInputs(page, problems: problems)
        let link = year.map { "?year=\($0)" } ?? ""
        return Layout.page(page.texts.oo2Short, page, status: problems.isEmpty ? 200 : 422, body: """
            <p class="crumbs"><a href="\(LedgerPages.hub.path)">\(page.texts.fundAccounts)</a></p>
            <h1>\(page.texts.oo2Short)</h1>
            \(fields.summary())
            <form method="get" action="\(FormPages.schoolFund.path)" class="form compact" id="oo2-year">
            \(fields.input("year", page.texts.yearField, value: year.map(String.init) ?? "", kind: "number"))
            <div class="actions"><button type="submit" class="primary">\(page.texts.show)</button>
            <a class="button" href="\(FormPages.schoolFundPrint.path)\(link)">\(page.texts.printVersion)</a>
            <a class="button" href="\(FormPages.schoolFundCSV.path)\(link)" download>\(page.texts.downloadCSV)</a></div>
            </form>
            <div class="document">\(document)</div>
            """)
    }

    static let schoolFundPrint: PageRoute<Void> = Endpoint.page(.get, "/forms/oo2/print", .permission(.keepAccounts), query: query, work: .long) { context in
        let period = try context.ledgerPeriod()
        let report = SchoolFundReturnResource(try context.store.schoolFundReturn(period))
        let link = PageContext.link("", [("from", period.from.isoText), ("to", period.to.isoText)])
        return PrintLayout.page(context.page.texts.oo2Short, context.page, back: PageContext.link(FormPages.schoolFund.path, [("year", String(period.from.year))]),
                                csv: "\(FormPages.schoolFundCSV.path)\(link)", body: SchoolFundDocument.render(context.page, report))
    }

    static let publicLibrary: PageRoute<Void> = Endpoint.page(.get, "/forms/6nk", .permission(.lookUp), query: query, work: .long) { context in
        let page = context.page
        let year = try context.lenientQuery(Routes.Receipts.year)
        let period = try LedgerPeriod(year: year, from: nil, to: nil, today: context.today)
        let document = PublicLibraryDocument.render(page, PublicLibraryReturnsResource(try context.store.publicLibraryReturns(period)))
        let link = "?year=\(period.from.year)"
        return Layout.page(page.texts.nkShort, page, body: """
            <h1>\(page.texts.nkShort)</h1>
            <form method="get" action="\(FormPages.publicLibrary.path)" class="form compact" id="nk-year">
            \(FormInputs(page, problems: []).input("year", page.texts.yearField, value: String(period.from.year), kind: "number"))
            <div class="actions"><button type="submit" class="primary">\(page.texts.show)</button>
            <a class="button" href="\(FormPages.publicLibraryPrint.path)\(link)">\(page.texts.printVersion)</a>
            <a class="button" href="\(FormPages.publicLibraryCSV.path)\(link)" download>\(page.texts.downloadCSV)</a>
            <a class="button" href="\(FormPages.register.path)">\(page.texts.registerShort)</a></div>
            </form>
            <div class="document">\(document)</div>
            """)
    }

    static let publicLibraryPrint: PageRoute<Void> = Endpoint.page(.get, "/forms/6nk/print", .permission(.lookUp), query: query, work: .long) { context in
        let period = try context.ledgerPeriod()
        let returns = PublicLibraryReturnsResource(try context.store.publicLibraryReturns(period))
        return PrintLayout.page(context.page.texts.nkShort, context.page, back: PageContext.link(FormPages.publicLibrary.path, [("year", String(period.from.year))]),
                                csv: PageContext.link(FormPages.publicLibraryCSV.path, [("from", period.from.isoText), ("to", period.to.isoText)]), wide: true,
                                body: PublicLibraryDocument.render(context.page, returns))
    }

    static let publicLibraryCSV: PageRoute<Void> = Endpoint.page(.get, "/forms/6nk/csv", .permission(.lookUp), query: query, work: .long) { context in
        let period = try context.ledgerPeriod()
        return PrintLayout.csv(PublicLibraryReturnsResource(try context.store.publicLibraryReturns(period)).csv, name: "6nk-\(period.from.year).csv")
    }

    static let registerQuery: [any DeclaredQueryParameter] = [Routes.Forms.month, Routes.Ledger.branch]

    static let register: PageRoute<Void> = Endpoint.page(.get, "/forms/register", .permission(.lookUp), query: registerQuery, work: .long) { context in
        let page = context.page
        let month = try context.lenientQuery(Routes.Forms.month).flatMap(DailyRegister.month)
        let branch = try context.lenientQuery(Routes.Ledger.branch)
        let period = try month ?? context.registerMonth()
        let register = DailyRegisterResource(try context.store.dailyRegister(period, branch: branch))
        let link = PageContext.link("", [("month", String(register.from.prefix(7))), ("branch", branch?.rawValue ?? "")])
        let branches = [("", page.texts.wholeLibrary)] + (try context.store.branches()).map { ($0.code.rawValue, $0.branch.name) }
        return Layout.page(page.texts.registerShort, page, body: """
            <h1>\(page.texts.registerShort)</h1>
            <form method="get" action="\(FormPages.register.path)" class="form compact" id="register-month">
            \(FormInputs(page, problems: []).input("month", page.texts.monthField, value: String(register.from.prefix(7)), kind: "month"))
            \(FormInputs(page, problems: []).select("branch", page.texts.branchField, value: branch?.rawValue ?? "", options: branches))
            <div class="actions"><button type="submit" class="primary">\(page.texts.show)</button>
            <a class="button" href="\(FormPages.registerPrint.path)\(link)">\(page.texts.printVersion)</a>
            <a class="button" href="\(FormPages.registerCSV.path)\(link)" download>\(page.texts.downloadCSV)</a></div>
            </form>
            <div class="document">\(DailyRegisterDocument.render(page, register))</div>
            """)
    }

    static let registerPrint: PageRoute<Void> = Endpoint.page(.get, "/forms/register/print", .permission(.lookUp), query: registerQuery,
                                             work: .long) { context in
        let register = DailyRegisterResource(try context.store.dailyRegister(try context.registerMonth(), branch: try context.query(Routes.Ledger.branch)))
        return PrintLayout.page(context.page.texts.registerShort, context.page, back: FormPages.register.path, csv: nil, wide: true,
                                body: DailyRegisterDocument.render(context.page, register))
    }

    static let registerCSV: PageRoute<Void> = Endpoint.page(.get, "/forms/register/csv", .permission(.lookUp), query: registerQuery, work: .long) { context in
        let register = DailyRegisterResource(try context.store.dailyRegister(try context.registerMonth(), branch: try context.query(Routes.Ledger.branch)))
        return PrintLayout.csv(register.csv, name: "register-\(register.from.prefix(7)).csv")
    }

    static let schoolFundCSV: PageRoute<Void> = Endpoint.page(.get, "/forms/oo2/csv", .permission(.keepAccounts), query: query, work: .long) { context in
        let period = try context.ledgerPeriod()
        return PrintLayout.csv(SchoolFundReturnResource(try context.store.schoolFundReturn(period)).csv, name: "oo2-\(period.from.year).csv")
    }
}
