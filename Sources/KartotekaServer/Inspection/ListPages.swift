import KartotekaCore
import KartotekaHTTP
import KartotekaUseCases
import KartotekaWire

/// `/lists`: checking the fund against the lists — importing a version, running a check, deciding
/// the candidates side by side, and the journal, the acts, the list for withdrawal and the new
/// entries to print or download.
enum ListPages {
    static let endpoints = [overview, importFile, check, decide, journalPrint, journalCSV, actPrint, withdrawalPage, withdrawalPrint,
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

    static let overview = Endpoint.page(.get, "/lists", .permission(.keepAccounts)) { context in
        ListsPage.render(context.page, versions: try context.ask(ListVersions()), candidates: try context.ask(ListMatches()),
                         checks: try context.ask(CheckJournal()))
    }

    static let importFile = Endpoint.form("/lists/import", .permission(.keepAccounts), fields: [kindField, fileField]) { context in
        let kind = try context.form(kindField) ?? .extremist
        let file = try context.form(fileField)
        guard let file, !file.data.isEmpty else { throw InspectionError.listFileUnreadable }
        _ = try context.run(ImportList(kind, fileName: file.filename ?? "", bytes: [UInt8](file.data)))
        return .redirect(to: "/lists")
    }

    static let check = Endpoint.form("/lists/check", .permission(.keepAccounts), fields: [kindField, scopeField, commissionField]) { context in
        let kind = try context.form(kindField) ?? .extremist
        let scope = try context.form(scopeField) ?? .fund
        let commission = try context.form(commissionField).split(whereSeparator: \.isNewline).map(String.init)
        let record = try context.run(CheckFundAgainstList(kind, scope: scope, commission: commission))
        return .redirect(to: "/lists/checks/\(record.id)/print")
    }

    static let decide = Endpoint.form("/lists/matches/\(ListParameters.matchID)/decision", .permission(.keepAccounts),
                                      fields: [confirmedField]) { context in
        let confirmed = try context.form(confirmedField)
        _ = try context.run(DecideListMatch(context.path(ListParameters.matchID).rawValue, confirmed: confirmed))
        return .redirect(to: "/lists")
    }

    static let journalPrint = Endpoint.page(.get, "/lists/journal/print", .permission(.keepAccounts)) { context in
        PrintLayout.page(context.page.texts.checkJournal, context.page, back: "/lists", csv: "/lists/journal/csv", wide: true,
                         body: ListDocuments.journal(context.page, try context.ask(CheckJournal())))
    }

    static let journalCSV = Endpoint.page(.get, "/lists/journal/csv", .permission(.keepAccounts)) { context in
        PrintLayout.csv(CSVWriter.file(ListDocuments.journalRows(context.page, try context.ask(CheckJournal()))), name: "check-journal.csv")
    }

    static let actPrint = Endpoint.page(.get, "/lists/checks/\(ListParameters.checkID)/print", .permission(.keepAccounts)) { context in
        let act = try context.ask(CheckAct(context.path(ListParameters.checkID).rawValue))
        return PrintLayout.page("\(context.page.texts.checkAct) № \(act.check.id)", context.page, back: "/lists", csv: nil,
                                body: ListDocuments.act(context.page, act.check, act.matches))
    }

    static let withdrawalPage = Endpoint.page(.get, "/lists/withdrawal", .permission(.keepAccounts)) { context in
        let matches = try context.ask(WithdrawalList())
        let texts = context.page.texts
        return Layout.page(texts.withdrawalList, context.page, body: """
            <p class="crumbs"><a href="/lists">\(texts.lists)</a></p>
            <p class="actions"><a class="button" href="/lists/withdrawal/print">\(texts.printVersion)</a>
            <a class="button" href="/lists/withdrawal/csv" download>\(texts.downloadCSV)</a></p>
            \(ListDocuments.withdrawal(context.page, matches))
            <form method="post" action="/lists/withdrawal" class="form" id="withdrawal-form">
            <label class="field"><span>\(texts.dayHeading)</span><input type="date" name="date" value="\(context.today.isoText)"></label>
            <label class="field"><span>\(texts.commissionOneALine)</span><textarea name="commission" rows="3"></textarea></label>
            <div class="actions"><button type="submit" class="primary">\(texts.withdrawAll)</button></div>
            </form>
            """)
    }

    static let withdrawalPrint = Endpoint.page(.get, "/lists/withdrawal/print", .permission(.keepAccounts)) { context in
        PrintLayout.page(context.page.texts.withdrawalList, context.page, back: "/lists/withdrawal", csv: "/lists/withdrawal/csv",
                         body: ListDocuments.withdrawal(context.page, try context.ask(WithdrawalList())))
    }

    static let withdrawalCSV = Endpoint.page(.get, "/lists/withdrawal/csv", .permission(.keepAccounts)) { context in
        PrintLayout.csv(CSVWriter.file(ListDocuments.withdrawalRows(context.page, try context.ask(WithdrawalList()))), name: "withdrawal.csv")
    }

    static let withdraw = Endpoint.form("/lists/withdrawal", .permission(.keepAccounts), fields: WriteOffPages.fields.form) { context in
        var draft = WriteOffDraft()
        try context.fill(&draft, WriteOffPages.fields)
        let act = try context.run(WithdrawListedCopies(draft))
        return .redirect(to: WriteOffPages.path(act.number))
    }

    static let addedPrint = Endpoint.page(.get, "/lists/\(ListParameters.kind)/added/print", .permission(.keepAccounts)) { context in
        let kind = try context.path(ListParameters.kind)
        let added = try context.ask(EntriesSinceLastCheck(kind))
        return PrintLayout.page(context.page.texts.addedSinceLastCheck, context.page, back: "/lists", csv: "/lists/\(kind.rawValue)/added/csv",
                                body: ListDocuments.added(context.page, added.version, added.entries))
    }

    static let addedCSV = Endpoint.page(.get, "/lists/\(ListParameters.kind)/added/csv", .permission(.keepAccounts)) { context in
        let kind = try context.path(ListParameters.kind)
        let added = try context.ask(EntriesSinceLastCheck(kind))
        return PrintLayout.csv(CSVWriter.file(ListDocuments.addedRows(context.page, added.entries)), name: "added-\(kind.rawValue).csv")
    }
}
