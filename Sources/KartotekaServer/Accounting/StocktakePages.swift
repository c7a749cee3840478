import Foundation
import KartotekaCore
import KartotekaHTTP
import KartotekaStore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `/stocktakes`: stock checks — begun by a librarian for a branch's fund, a storage place or a
/// range of inventory numbers; scanned into from any desk by the camera, a USB scanner (typing
/// into the box) or a file of inventory numbers; ended with an act to print.
enum StocktakePages {
    static let endpoints: [any EndpointDeclaration] = [list, start, card, scan, finish, act, csv]

    static let branch = FormField<BranchCode?>("branch") { text in
        guard let text, !text.isEmpty else { return nil }
        return try BranchCode(validating: text)
    }
    static let storagePlace = FormField.optionalText("storagePlace")
    static let inventoryFrom = FormField.optionalText("inventoryFrom")
    static let inventoryTo = FormField.optionalText("inventoryTo")
    /// Numbers typed or scanned into the box, one or more.
    static let numbers = FormField.optionalText("numbers")
    /// A file of inventory numbers, one a line.
    static let file = FormField.file("file")

    static let list = Endpoint.page(.get, "/stocktakes", .permission(.countStock), query: QueryParameters.paging) { context in
        try listPage(context, scope: StocktakeInput(), problems: [], page: try context.listPage(defaultLimit: 50))
    }

    static let start = Endpoint.form("/stocktakes/new", .permission(.keepAccounts),
                                     fields: [branch, storagePlace, inventoryFrom, inventoryTo]) { context in
        var problems = ProblemCollector()
        let chosen = try context.form(branch, problems: &problems) ?? nil
        let input = StocktakeInput(branch: chosen?.rawValue, storagePlace: try context.form(storagePlace),
                                   inventoryFrom: try context.form(inventoryFrom), inventoryTo: try context.form(inventoryTo))
        return try context.saving {
            try problems.throwIfAny()
            let record = try context.run(StartStocktake(try input.validated()))
            return .redirect(to: "\(StocktakePages.card.path(record.id))?notice=stocktake-started")
        } again: { fieldProblems in
            try listPage(context, scope: input, problems: fieldProblems, status: 422)
        }
    }

    static let card: PageRoute<StocktakeID> = Endpoint.page(.get, "/stocktakes/\(PathParameters.stocktakeID)", .permission(.countStock)) { context in
        try cardPage(context, id: context.path(PathParameters.stocktakeID), scans: [])
    }

    static let scan: PageRoute<StocktakeID> = Endpoint.form("/stocktakes/\(PathParameters.stocktakeID)/scan", .permission(.countStock),
                                                            fields: [numbers, file], work: .long) { context in
        let id = try context.path(PathParameters.stocktakeID)
        let typed = try context.form(numbers) ?? ""
        let uploaded = try context.form(file).map { String(decoding: $0.data, as: UTF8.self) } ?? ""
        let texts = (typed + "\n" + uploaded).split(whereSeparator: { $0.isWhitespace || $0 == ";" || $0 == "," }).map(String.init)
        let scans = try context.run(ScanIntoStocktake(Array(texts.prefix(StocktakesAPI.maximumScans)), into: id))
        return try cardPage(context, id: id, scans: scans)
    }

    static let finish: PageRoute<StocktakeID> = Endpoint.form("/stocktakes/\(PathParameters.stocktakeID)/finish", .permission(.keepAccounts)) { context in
        let id = try context.path(PathParameters.stocktakeID)
        _ = try context.run(FinishStocktake(id))
        return .redirect(to: "\(StocktakePages.card.path(id))?notice=stocktake-finished")
    }

    static let act: PageRoute<StocktakeID> = Endpoint.page(.get, "/stocktakes/\(PathParameters.stocktakeID)/act", .permission(.keepAccounts)) { context in
        let id = try context.path(PathParameters.stocktakeID)
        let report = try context.store.stocktakeReport(id)
        return PrintLayout.page(context.page.text(LedgerHeading.stocktakeAct.name), context.page, back: StocktakePages.card.path(id),
                                csv: StocktakePages.csv.path(id),
                                body: StocktakeDocument.render(context.page, report, branches: try context.store.branches()))
    }

    static let csv: PageRoute<StocktakeID> = Endpoint.page(.get, "/stocktakes/\(PathParameters.stocktakeID)/csv", .permission(.keepAccounts)) { context in
        let id = try context.path(PathParameters.stocktakeID)
        let report = StocktakeReportResource(try context.store.stocktakeReport(id), language: context.page.language)
        return PrintLayout.csv(AccountingCSV(language: context.page.language).stocktake(report), name: "stocktake-\(id).csv")
    }

    /// What a check covers, as people read it: `филиал Ф2 · место АБ · номера 1–500`, or the whole fund.
    static func scopeText(_ context: PageContext, _ scope: StocktakeScope, branches: [BranchRecord]) -> String {
        var parts: [String] = []
        if let code = scope.branch {
            parts.append(context.texts.branchNamed(code) + (branches.first { $0.code == code }.map { " (\($0.branch.name))" } ?? ""))
        }
        if let place = scope.storagePlace { parts.append(context.texts.storagePlaceNamed(place)) }
        if scope.inventoryFrom != nil || scope.inventoryTo != nil {
            parts.append(context.texts.inventoryRange(scope.inventoryFrom?.rawValue ?? "…", scope.inventoryTo?.rawValue ?? "…"))
        }
        return parts.isEmpty ? context.texts.wholeFund : parts.joined(separator: " · ")
    }

    /// The list (`page` of it) with the form, a form post's answer reading no query.
    private static func listPage(_ context: RequestContext, scope: StocktakeInput, problems: [FieldProblem],
                                 page: PageRequest = PageRequest(), status: Int = 200) throws -> HTTPResponse {
        StocktakeListPage.render(context.page, stocktakes: try context.store.stocktakes(page: page),
                                 branches: try context.store.branches(), scope: scope, problems: problems, status: status)
    }

    private static func cardPage(_ context: RequestContext, id: StocktakeID, scans: [StocktakeScan]) throws -> HTTPResponse {
        let record = try context.store.stocktake(id)
        let report = record.isOpen || !context.page.may(.keepAccounts) ? nil : try context.store.stocktakeReport(id)
        return StocktakeCardPage.render(context.page, record: record, report: report, scans: scans, branches: try context.store.branches())
    }
}
