import KartotekaCore
import KartotekaHTTP
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `/lists`: checking the fund against the lists — importing a version, running a check, deciding
/// the candidates side by side, and the journal, the acts, the list for withdrawal and the new
/// entries to print or download.
enum ListPages {
    static let endpoints: [any EndpointDeclaration] = [overview, importFile, check, decide, journalPrint, journalCSV, actPrint, withdrawalPage, withdrawalPrint,
                            withdrawalCSV, withdraw, addedPrint, addedCSV]

    static let kindField = FormField<BannedListKind?>("kind") { text in
        guard let text, !text.isEmpty else { return nil }
        guard let kind = BannedListKind(named: text) else { throw UnusableFormValue() }
        return kind
    }
    static let scopeField = FormField<ListCheckScope?>("scope") { text in
        guard let text, !text.isEmpty else { return nil }
        guard let scope = ListCheckScope(rawValue: text) else { throw UnusableFormValue() }
        return scope
    }
    static let fileField = FormField<FormPart?>.file("file")
    static let commissionField = FormField<String>.text("commission")
    static let confirmedField = FormField<Bool>.checkbox("confirmed")

    static let overview: PageRoute<Void> = Endpoint.page(.get, "/lists", .permission(.keepAccounts)) { context in
        ListsPage.render(context.page, versions: try context.ask(ListVersions()), candidates: try context.ask(ListMatches()),
                         checks: try context.ask(CheckJournal()))
    }

    static let importFile: PageRoute<Void> = Endpoint.form("/lists/import", .permission(.keepAccounts), fields: [kindField, fileField]) { context in
        let kind = try context.form(kindField) ?? .extremist
        let file = try context.form(fileField)
        guard let file, !file.data.isEmpty else { throw InspectionError.listFileUnreadable }
        _ = try context.run(ImportList(kind, fileName: file.filename ?? "", bytes: [UInt8](file.data)))
        return .redirect(to: ListPages.overview.path)
    }

    static let check: PageRoute<Void> = Endpoint.form("/lists/check", .permission(.keepAccounts), fields: [kindField, scopeField, commissionField]) { context in
        let kind = try context.form(kindField) ?? .extremist
        let scope = try context.form(scopeField) ?? .fund
        let commission = try context.form(commissionField).split(whereSeparator: \.isNewline).map(String.init)
        let record = try context.run(CheckFundAgainstList(kind, scope: scope, commission: commission))
        return .redirect(to: ListPages.actPrint.path(ListCheckID(record.id)))
    }

    static let decide: PageRoute<ListMatchID> = Endpoint.form("/lists/matches/\(Routes.Lists.matchID)/decision", .permission(.keepAccounts),
                                      fields: [confirmedField]) { context in
        let confirmed = try context.form(confirmedField)
        _ = try context.run(DecideListMatch(context.path(Routes.Lists.matchID).rawValue, confirmed: confirmed))
        return .redirect(to: ListPages.overview.path)
    }

    static let journalPrint: PageRoute<Void> = Endpoint.page(.get, "/lists/journal/print", .permission(.keepAccounts)) { context in
        PrintLayout.page(context.page.texts.checkJournal, context.page, back: ListPages.overview.path, csv: ListPages.journalCSV.path, wide: true,
                         body: ListDocuments.journal(context.page, try context.ask(CheckJournal())))
    }

    static let journalCSV: PageRoute<Void> = Endpoint.page(.get, "/lists/journal/csv", .permission(.keepAccounts)) { context in
        PrintLayout.csv(CSVWriter.file(ListDocuments.journalRows(context.page, try context.ask(CheckJournal()))), name: "check-journal.csv")
    }

    static let actPrint: PageRoute<ListCheckID> = Endpoint.page(.get, "/lists/checks/\(Routes.Lists.checkID)/print", .permission(.keepAccounts)) { context in
        let act = try context.ask(CheckAct(context.path(Routes.Lists.checkID).rawValue))
        return PrintLayout.page("\(context.page.texts.checkAct) № \(act.check.id)", context.page, back: ListPages.overview.path, csv: nil,
                                body: ListDocuments.act(context.page, act.check, act.matches))
    }

    static let withdrawalPage: PageRoute<Void> = Endpoint.page(.get, "/lists/withdrawal", .permission(.keepAccounts)) { context in
        let matches = try context.ask(WithdrawalList())
        let struck = try context.ask(ListMatches(state: .confirmed, kind: .extremist)).filter(\.struck)
        let texts = context.page.texts
        return Layout.page(texts.withdrawalList, context.page, body: """
            <p class="crumbs"><a href="\(ListPages.overview.path)">\(texts.lists)</a></p>
            <p class="actions"><a class="button" href="\(ListPages.withdrawalPrint.path)">\(texts.printVersion)</a>
            <a class="button" href="\(ListPages.withdrawalCSV.path)" download>\(texts.downloadCSV)</a></p>
            \(ListDocuments.withdrawal(context.page, matches))
            \(ListDocuments.struck(context.page, struck))
            <form method="post" action="\(ListPages.withdraw.path)" class="form" id="withdrawal-form">
            <label class="field"><span>\(texts.dayHeading)</span><input type="date" name="date" value="\(context.today.isoText)"></label>
            <label class="field"><span>\(texts.commissionOneALine)</span><textarea name="commission" rows="3"></textarea></label>
            <div class="actions"><button type="submit" class="primary">\(texts.withdrawAll)</button></div>
            </form>
            """)
    }

    static let withdrawalPrint: PageRoute<Void> = Endpoint.page(.get, "/lists/withdrawal/print", .permission(.keepAccounts)) { context in
        PrintLayout.page(context.page.texts.withdrawalList, context.page, back: ListPages.withdrawalPage.path, csv: ListPages.withdrawalCSV.path,
                         body: ListDocuments.withdrawal(context.page, try context.ask(WithdrawalList())))
    }

    static let withdrawalCSV: PageRoute<Void> = Endpoint.page(.get, "/lists/withdrawal/csv", .permission(.keepAccounts)) { context in
        PrintLayout.csv(CSVWriter.file(ListDocuments.withdrawalRows(context.page, try context.ask(WithdrawalList()))), name: "withdrawal.csv")
    }

    static let withdraw: PageRoute<Void> = Endpoint.form("/lists/withdrawal", .permission(.keepAccounts), fields: WriteOffPages.fields.form) { context in
        var draft = WriteOffDraft()
        try context.fill(&draft, WriteOffPages.fields)
        let act = try context.run(WithdrawListedCopies(draft))
        return .redirect(to: WriteOffPages.path(act.number))
    }

    static let addedPrint: PageRoute<BannedListKind> = Endpoint.page(.get, "/lists/\(Routes.Lists.kind)/added/print", .permission(.keepAccounts)) { context in
        let kind = try context.path(Routes.Lists.kind)
        let added = try context.ask(EntriesSinceLastCheck(kind))
        return PrintLayout.page(context.page.texts.addedSinceLastCheck, context.page, back: ListPages.overview.path, csv: ListPages.addedCSV.path(kind),
                                body: ListDocuments.added(context.page, added.version, added.entries))
    }

    static let addedCSV: PageRoute<BannedListKind> = Endpoint.page(.get, "/lists/\(Routes.Lists.kind)/added/csv", .permission(.keepAccounts)) { context in
        let kind = try context.path(Routes.Lists.kind)
        let added = try context.ask(EntriesSinceLastCheck(kind))
        return PrintLayout.csv(CSVWriter.file(ListDocuments.addedRows(context.page, added.entries)), name: "added-\(kind.rawValue).csv")
    }
}
