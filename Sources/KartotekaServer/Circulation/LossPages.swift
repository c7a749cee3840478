import KartotekaCore
import KartotekaHTTP
import KartotekaStore
import KartotekaWire
import KartotekaWireMapping

/// `/losses`: the lost books, with what became of each (made good, the copy accepted instead, the
/// act that wrote it off) and the way to write those not yet written off off in one act of loss;
/// `/losses/replacements`: the ledger of books accepted instead of lost ones, to print and as CSV.
enum LossPages {
    static let endpoints: [any EndpointDeclaration] = [list, ledger, ledgerPrint, ledgerCSV]

    static let list = Endpoint.page(.get, "/losses", .permission(.browseReaders),
                                    query: [Routes.Standing.ticket, Routes.Standing.unsettled, Routes.Standing.awaitingWriteOff] + QueryParameters.paging) { context in
        let query = try context.lossQuery(page: try context.listPage(defaultLimit: 50))
        let losses = try context.store.losses(query)
        let pending = context.page.may(.keepAccounts)
            ? try context.store.losses(LossQuery(awaitingWriteOff: true, page: PageRequest(offset: 0, limit: WriteOffAct.maximumCopies))).items
            : []
        return LossListPage.render(context.page, query: query, losses: losses, pending: pending, calendar: context.services.calendar)
    }

    static let ledger: PageRoute<Void> = Endpoint.page(.get, "/losses/replacements", .permission(.keepAccounts), query: LedgerPages.periodQuery) { context in
        let page = context.page
        let year = try context.lenientQuery(Routes.Receipts.year)
        let (from, to) = (try context.lenientQuery(Routes.Ledger.from), try context.lenientQuery(Routes.Ledger.to))
        var problems: [FieldProblem] = []
        var document: HTML = .empty
        do {
            let period = try LedgerPeriod(year: year, from: from, to: to, today: context.today)
            document = ReplacementLedgerDocument.render(page, period: period, lines: try context.store.replacementLedger(period))
        } catch let error as ValidationError {
            problems = error.problems
        }
        let fields = FormInputs(page, problems: problems)
        let query = PageContext.link("", [("year", year.map(String.init) ?? ""), ("from", from?.isoText ?? ""), ("to", to?.isoText ?? "")])
        return Layout.page(page.texts.replacementLedgerShort, page, status: problems.isEmpty ? 200 : 422, body: """
            <p class="crumbs"><a href="\(LedgerPages.hub.path)">\(page.texts.fundAccounts)</a> · <a href="\(LossPages.list.path)">\(page.texts.lostBooks)</a></p>
            \(fields.summary())
            <form method="get" action="\(LossPages.ledger.path)" class="form compact" id="replacement-period">
            \(fields.input("year", page.texts.yearField, value: year.map(String.init) ?? "", kind: "number"))
            \(fields.input("from", page.texts.periodFrom, value: from?.isoText ?? "", kind: "date"))
            \(fields.input("to", page.texts.periodTo, value: to?.isoText ?? "", kind: "date"))
            <div class="actions"><button type="submit" class="primary">\(page.texts.show)</button>
            <a class="button" href="\(LossPages.ledgerPrint.path)\(query)">\(page.texts.printVersion)</a>
            <a class="button" href="\(LossPages.ledgerCSV.path)\(query)" download>\(page.texts.downloadCSV)</a></div>
            </form>
            <div class="document">\(document)</div>
            """)
    }

    static let ledgerPrint = Endpoint.page(.get, "/losses/replacements/print", .permission(.keepAccounts),
                                           query: LedgerPages.periodQuery) { context in
        let period = try context.ledgerPeriod()
        let query = PageContext.link("", [("from", period.from.isoText), ("to", period.to.isoText)])
        return PrintLayout.page(context.page.text(LedgerHeading.replacementLedger.name), context.page, back: "\(LossPages.ledger.path)\(query)",
                                csv: "\(LossPages.ledgerCSV.path)\(query)", wide: true,
                                body: ReplacementLedgerDocument.render(context.page, period: period,
                                                                       lines: try context.store.replacementLedger(period)))
    }

    static let ledgerCSV = Endpoint.page(.get, "/losses/replacements/csv", .permission(.keepAccounts),
                                         query: LedgerPages.periodQuery) { context in
        let period = try context.ledgerPeriod()
        let ledger = ReplacementLedgerResource(period, lines: try context.store.replacementLedger(period))
        return PrintLayout.csv(AccountingCSV(language: context.page.language).replacementLedger(ledger),
                               name: "replacements-\(period.from.isoText)-\(period.to.isoText).csv")
    }
}
