import KartotekaCore
import KartotekaUseCases
import KartotekaWire

/// The printed documents of checking the fund against the lists, as A4 pages: the journal of
/// checks, the act of one check, the list for withdrawal and the entries added since the last
/// check; and the same tables as CSV rows.
enum ListDocuments {
    static func journalRows(_ context: PageContext, _ checks: [ListCheckRecord]) -> [[String]] {
        ListJournal.rows(checks, in: context.language)
    }

    static func withdrawalRows(_ context: PageContext, _ matches: [ListMatchRecord]) -> [[String]] {
        let texts = context.texts
        return [[texts.listEntry, texts.catalogueTitle, texts.copiesHeading]] + matches.map {
            ["№ \($0.entryNumber)", $0.titleDescription, $0.copies.map(\.rawValue).joined(separator: ", ")]
        }
    }

    static func addedRows(_ context: PageContext, _ entries: [ListEntry]) -> [[String]] {
        [["№", context.texts.listEntry, context.texts.dayHeading]] + entries.map { [String($0.number), $0.text, $0.addedOn?.russianText ?? ""] }
    }

    /// A table of rows, the first the headings.
    static func table(id: String, _ rows: [[String]]) -> HTML {
        var table = LedgerTable(id: id, headings: rows.first ?? [])
        for row in rows.dropFirst() { table.add(row.map { LedgerTable.Cell($0) }) }
        return table.html
    }

    static func journal(_ context: PageContext, _ checks: [ListCheckRecord]) -> HTML {
        "<h1>\(context.texts.checkJournal)</h1>\(table(id: "check-journal", journalRows(context, checks)))"
    }

    static func act(_ context: PageContext, _ check: ListCheckRecord, _ matches: [ListMatchRecord]) -> HTML {
        let texts = context.texts
        let body = texts.checkActBody(list: context.text(check.kind.name), version: "\(check.version.importedOn.russianText), \(check.version.fileName)",
                                      range: ListJournal.range(check.version, in: context.language),
                                      titles: check.titlesChecked, found: check.found)
        let people = check.commission.map { line -> (role: String, name: String) in
            let member = CommissionMember(text: line)
            return (member?.role ?? "", member?.name ?? line)
        }
        let rows = [[texts.listEntry, texts.catalogueTitle, texts.copiesHeading, texts.stateHeading]] + matches.map {
            ["№ \($0.entryNumber): \($0.entryText)", $0.titleDescription, $0.copies.map(\.rawValue).joined(separator: ", "), context.text($0.state.name)]
        }
        return """
            <h1>\(texts.checkAct)</h1>
            <p class="subtitle">№ \(String(check.id)) \(texts.ofDay(check.checkedOn.russianText))</p>
            <p id="check-act-body">\(body)</p>
            \(check.action.isEmpty ? HTML.empty : "<p>\(texts.actionHeading): \(ListJournal.action(check, in: context.language))</p>" as HTML)
            \(table(id: "check-act-list", rows))
            \(PrintLayout.signatures(context, people))
            """
    }

    static func withdrawal(_ context: PageContext, _ matches: [ListMatchRecord]) -> HTML {
        "<h1>\(context.texts.withdrawalList)</h1>\(table(id: "withdrawal-list", withdrawalRows(context, matches)))"
    }

    /// The confirmed titles whose entries the list has struck out since, if any: why a book once
    /// listed is lent again and is no longer on the list for withdrawal.
    static func struck(_ context: PageContext, _ matches: [ListMatchRecord]) -> HTML {
        guard !matches.isEmpty else { return .empty }
        let items: [HTML] = matches.map {
            "<li>№ \(String($0.entryNumber)): \($0.entryText) — \($0.titleDescription) (\($0.copies.map(\.rawValue).joined(separator: ", ")))</li>"
        }
        return "<h2>\(context.texts.struckFromListHeading)</h2><ul id=\"struck-matches\">\(items)</ul>"
    }

    static func added(_ context: PageContext, _ version: ListVersionRecord, _ entries: [ListEntry]) -> HTML {
        """
        <h1>\(context.texts.addedSinceLastCheck)</h1>
        <p class="subtitle">\(context.text(version.kind.name)), \(version.importedOn.russianText), \(version.fileName)</p>
        \(table(id: "added-entries", addedRows(context, entries)))
        """
    }
}
