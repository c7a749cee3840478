import KartotekaCore
import KartotekaHTTP
import KartotekaWire

/// The lists page: the versions imported, the forms that import one and run a check, the
/// candidates side by side with their buttons, and links to the journal, the acts and the lists.
enum ListsPage {
    static func render(_ context: PageContext, versions: [ListVersionRecord], candidates: [ListMatchRecord],
                       checks: [ListCheckRecord]) -> HTTPResponse {
        let texts = context.texts
        let kinds: HTML = HTML(raw: BannedListKind.allCases.map {
            "<option value=\"\($0.rawValue)\">\(HTML.escape(context.text($0.name)))</option>"
        }.joined())
        let versionRows = [[texts.listKind, texts.dayHeading, texts.fileHeading, texts.entriesHeading, texts.addedHeading]] + versions.map {
            [context.text($0.kind.name), $0.importedOn.russianText, $0.fileName, String($0.entryCount), String($0.added)]
        }
        let candidateRows: [HTML] = candidates.map { match in
            """
            <tr id="match-\(String(match.id))"><td>№ \(String(match.entryNumber)): \(match.entryText)\(match.struck
                ? " <span class=\"muted struck\">(\(context.text(ListMatchRecord.struckNote)))</span>" as HTML : HTML.empty)</td>
            <td>\(match.titleDescription)</td>
            <td>\(match.copies.map(\.rawValue).joined(separator: ", "))</td>
            <td><form method="post" action="\(ListPages.decide.path(ListMatchID(match.id)))" class="inline">
            <input type="hidden" name="confirmed" value="yes"><button type="submit" class="primary">\(texts.confirmMatch)</button></form>
            <form method="post" action="\(ListPages.decide.path(ListMatchID(match.id)))" class="inline">
            <button type="submit">\(texts.rejectMatch)</button></form></td></tr>
            """
        }
        let acts: [HTML] = checks.reversed().map {
            "<li><a href=\"\(ListPages.actPrint.path(ListCheckID($0.id)))\">\(texts.checkAct) № \(String($0.id)) \(texts.ofDay($0.checkedOn.russianText))</a></li>"
        }
        let added: [HTML] = BannedListKind.allCases.filter { kind in versions.contains { $0.kind == kind } }.map {
            "<li><a href=\"\(ListPages.addedPrint.path($0))\">\(texts.addedSinceLastCheck): \(context.text($0.name))</a></li>"
        }
        return Layout.page(texts.lists, context, body: """
            <h1>\(texts.lists)</h1>
            <p class="actions"><a class="button" href="\(ListPages.journalPrint.path)">\(texts.checkJournal)</a>
            <a class="button" href="\(ListPages.journalCSV.path)" download>\(texts.checkJournal), CSV</a>
            <a class="button" href="\(ListPages.withdrawalPage.path)">\(texts.withdrawalList)</a>
            <a class="button" href="\(AgeMarkPages.missingPage.path)">\(texts.titlesWithoutAgeMark)</a>
            <a class="button" href="\(AgeMarkPages.openPage.path)">\(texts.adultCopiesInTheOpen)</a></p>
            <h2>\(texts.candidatesHeading)</h2>
            \(candidates.isEmpty ? "<p class=\"muted\" id=\"no-candidates\">\(texts.noCandidates)</p>" as HTML : """
                <table class="list" id="candidates"><thead><tr><th>\(texts.listEntry)</th><th>\(texts.catalogueTitle)</th>
                <th>\(texts.copiesHeading)</th><th></th></tr></thead><tbody>\(candidateRows)</tbody></table>
                """ as HTML)
            <h2>\(texts.runCheck)</h2>
            <form method="post" action="\(ListPages.check.path)" class="form" id="check-form">
            <label class="field"><span>\(texts.listKind)</span><select name="kind">\(kinds)</select></label>
            <label class="field"><span>\(texts.checkScope)</span><select name="scope">
            <option value="fund">\(context.text(ListCheckScope.fund.name))</option>
            <option value="receipts">\(context.text(ListCheckScope.receipts.name))</option></select></label>
            <label class="field"><span>\(texts.commissionOneALine)</span><textarea name="commission" rows="3"></textarea></label>
            <div class="actions"><button type="submit" class="primary">\(texts.checkIt)</button></div>
            </form>
            <h2>\(texts.importListVersion)</h2>
            <form method="post" action="\(ListPages.importFile.path)" enctype="multipart/form-data" class="form" id="list-import-form">
            <label class="field"><span>\(texts.listKind)</span><select name="kind">\(kinds)</select></label>
            <label class="field"><span>\(texts.listFile)</span><input type="file" name="file" accept=".csv,text/csv,text/plain"></label>
            <div class="actions"><button type="submit" class="primary">\(texts.importIt)</button></div>
            </form>
            <h2>\(texts.listVersionsHeading)</h2>
            \(versions.isEmpty ? "<p class=\"muted\">\(texts.noListVersions)</p>" as HTML : ListDocuments.table(id: "list-versions", versionRows))
            <ul class="rows" id="check-acts">\(acts)\(added)</ul>
            """)
    }
}
