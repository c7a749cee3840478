import KartotekaCore
import KartotekaHTTP
import KartotekaStore
import KartotekaWire
import KartotekaWireMapping

/// `/forms/bulletin`: the new-arrivals bulletin of a period (a year, or from and to) on the page,
/// to print (A4) and as CSV.
enum BulletinPages {
    static let endpoints: [any EndpointDeclaration] = [page, print, csv]

    static let page: PageRoute<Void> = Endpoint.page(.get, "/forms/bulletin", .permission(.lookUp), query: FormPages.query, work: .long) { context in
        let page = context.page
        var problems: [FieldProblem] = []
        var document: HTML = .empty
        var link = ""
        var shown = (from: "", to: "")
        do {
            let period = try context.ledgerPeriod()
            shown = (period.from.isoText, period.to.isoText)
            link = PageContext.link("", [("from", shown.from), ("to", shown.to)])
            document = BulletinDocument.render(page, NewArrivalsBulletinResource(try context.store.newArrivals(period), language: page.language))
        } catch let error as ValidationError {
            problems = error.problems
        }
        let fields = FormInputs(page, problems: problems)
        return Layout.page(page.texts.bulletinShort, page, status: problems.isEmpty ? 200 : 422, body: """
            <p class="crumbs"><a href="\(LedgerPages.hub.path)">\(page.texts.fundAccounts)</a></p>
            <h1>\(page.texts.bulletinShort)</h1>
            \(fields.summary())
            <form method="get" action="\(BulletinPages.page.path)" class="form compact" id="bulletin-period">
            \(fields.input("from", page.texts.periodFrom, value: shown.from, kind: "date"))
            \(fields.input("to", page.texts.periodTo, value: shown.to, kind: "date"))
            <div class="actions"><button type="submit" class="primary">\(page.texts.show)</button>
            <a class="button" href="\(BulletinPages.print.path)\(link)">\(page.texts.printVersion)</a>
            <a class="button" href="\(BulletinPages.csv.path)\(link)" download>\(page.texts.downloadCSV)</a></div>
            </form>
            <div class="document">\(document)</div>
            """)
    }

    static let print: PageRoute<Void> = Endpoint.page(.get, "/forms/bulletin/print", .permission(.lookUp), query: FormPages.query, work: .long) { context in
        let period = try context.ledgerPeriod()
        let bulletin = NewArrivalsBulletinResource(try context.store.newArrivals(period), language: context.page.language)
        let link = PageContext.link("", [("from", period.from.isoText), ("to", period.to.isoText)])
        return PrintLayout.page(context.page.texts.bulletinShort, context.page, back: "\(BulletinPages.page.path)\(link)",
                                csv: "\(BulletinPages.csv.path)\(link)", body: BulletinDocument.render(context.page, bulletin))
    }

    static let csv: PageRoute<Void> = Endpoint.page(.get, "/forms/bulletin/csv", .permission(.lookUp), query: FormPages.query, work: .long) { context in
        let period = try context.ledgerPeriod()
        let bulletin = NewArrivalsBulletinResource(try context.store.newArrivals(period), language: context.page.language)
        return PrintLayout.csv(bulletin.csv, name: "bulletin-\(period.from.isoText)-\(period.to.isoText).csv")
    }
}
