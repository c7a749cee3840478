import KartotekaCore
import KartotekaHTTP
import KartotekaWire

/// A stock check's page: how far it got; while it goes on, the box a USB scanner types into, a
/// file of numbers, the camera, and what the last scans meant; once ended, its results and act.
enum StocktakeCardPage {
    static func render(_ context: PageContext, record: StocktakeRecord, report: StocktakeReport?, scans: [StocktakeScan],
                       branches: [BranchRecord]) -> HTTPResponse {
        let language = context.language
        let results = scans.map { scan -> HTML in
            "<li class=\"scan-\(scan.outcome.code)\">\(context.text(scan.message))</li>"
        }
        let scanning: HTML = record.isOpen ? """
            <form method="post" action="\(StocktakePages.scan.path(record.id))" class="search-box" id="stocktake-scan">
            <input name="numbers" autofocus autocomplete="off" aria-label="\(context.texts.numberOrBarcode)" placeholder="\(context.texts.numberOrBarcode)">
            <button type="submit" class="primary">\(context.texts.countIt)</button>
            </form>
            <ul class="history" id="stocktake-results" aria-live="polite">\(results)</ul>
            \(CameraPanel.html(context, address: Routes.Stocktakes.scanPicture.path(record.id), data: " data-stocktake=\"\(record.id)\"",
                               insecure: context.texts.stocktakeCameraNeedsHTTPS, denied: context.texts.stocktakeCameraNotAllowed,
                               missing: context.texts.stocktakeCameraMissing))
            <h2>\(context.texts.fileOfNumbers)</h2>
            <form method="post" action="\(StocktakePages.scan.path(record.id))" enctype="multipart/form-data" class="inline-form" id="stocktake-file">
            <label>\(context.texts.fileOfNumbersHint) <input type="file" name="file" accept=".txt,.csv,text/plain"></label>
            <button type="submit">\(context.texts.countThem)</button>
            </form>
            \(context.may(.keepAccounts) ? """
                <form method="post" action="\(StocktakePages.finish.path(record.id))" data-confirm="\(context.texts.finishStocktakeQuestion)" class="actions">
                <button type="submit" class="danger">\(context.texts.finishStocktake)</button></form>
                """ as HTML : .empty)
            """ : .empty
        let ended: HTML = report.map { report in
            return """
                <p class="actions"><a class="button primary" href="\(StocktakePages.act.path(record.id))">\(context.text(LedgerHeading.stocktakeAct.name))</a>
                <a class="button" href="\(StocktakePages.csv.path(record.id))" download>\(context.texts.downloadCSV)</a>
                \(report.missing.isEmpty ? HTML.empty
                    : WriteOffPages.lostCopiesButton(report.missing.map(\.inventoryNumber), label: context.texts.writeOffMissingAsLost, id: "write-off-missing"))</p>
                <div class="document">\(StocktakeDocument.render(context, report, branches: branches))</div>
                """
        } ?? .empty
        let state = record.finishedOn.map { context.texts.finishedOn($0.text(in: language)) } ?? context.texts.goingOn
        return Layout.page("\(context.texts.stocktakes) № \(record.id)", context, body: """
            <p class="crumbs"><a href="\(StocktakePages.list.path)">\(context.texts.stocktakes)</a></p>
            <h1>\(context.texts.stocktakes) № \(record.id)</h1>
            <p>\(StocktakePages.scopeText(context, record.scope, branches: branches)) · \(record.startedOn.text(in: language)) · \(state)</p>
            <p class="progress" id="stocktake-progress" data-stocktake="\(record.id)">\(context.texts.stocktakeProgress(counted: record.counted, expected: record.expected, onPaper: record.onPaper))
            · \(context.texts.stocktakeAside(elsewhere: record.elsewhere, unknown: record.unknown))</p>
            \(scanning)
            \(ended)
            """)
    }
}
