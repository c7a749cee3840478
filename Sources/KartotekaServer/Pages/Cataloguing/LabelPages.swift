import KartotekaCore
import KartotekaHTTP
import KartotekaStore

/// `/labels`: a print-ready label sheet for the copies and readers chosen (`inventory`, `ticket`,
/// `layout`, `start`); without any, a page to choose the stock.
enum LabelPages {
    static let endpoints = [labels]

    static let labels = Endpoint.page(.get, "/labels", .permission(.lookUp), work: .long) { context in
        let request = context.request
        let chosen = request.query.contains { $0.name == "inventory" || $0.name == "ticket" }
        guard chosen, request.queryValue("print") == "1" else { return choose(context) }
        return try LabelPrinting(store: context.store).answer(
            inventoryNumbers: try CataloguingAPI.inventory.values(in: request), tickets: try CataloguingAPI.ticket.values(in: request),
            layout: try LabelPrinting.layout(named: try CataloguingAPI.layout.value(in: request)),
            start: try CataloguingAPI.start.value(in: request) ?? 0, outlines: try CataloguingAPI.outlines.value(in: request) ?? false)
    }

    /// The stock and starting position, with the chosen copies and readers carried along.
    private static func choose(_ requestContext: RequestContext) -> HTTPResponse {
        let request = requestContext.request
        let context = requestContext.page
        let hidden = request.query.filter { $0.name == "inventory" || $0.name == "ticket" }.map { pair -> HTML in
            "<input type=\"hidden\" name=\"\(pair.name)\" value=\"\(pair.value)\">"
        }
        let chosen = request.query.filter { $0.name == "inventory" || $0.name == "ticket" }.map { pair -> HTML in
            "<li>\(pair.name == "inventory" ? context.texts.copyLabelKind : context.texts.readerLabelKind) \(pair.value)</li>"
        }
        let layouts = LabelPrinting.layouts.map { entry -> HTML in
            "<option value=\"\(entry.name)\"\(HTML(raw: entry.name == (request.queryValue("layout") ?? "3x8") ? " selected" : ""))>\(context.text(entry.layout.name))</option>"
        }
        let none: HTML = chosen.isEmpty
            ? "<p class=\"problems\" role=\"alert\">\(context.texts.chooseCopiesOrReader)</p>"
            : .empty
        return Layout.page(context.texts.labels, context, body: """
            <h1>\(context.texts.printingLabels)</h1>
            \(none)
            <ul class="history">\(chosen)</ul>
            <form method="get" action="/labels" class="form compact" id="label-form" target="_blank">
            \(hidden)
            <input type="hidden" name="print" value="1">
            <label class="field"><span>\(context.texts.labelStock)</span><select name="layout">\(layouts)</select></label>
            <label class="field"><span>\(context.texts.labelsAlreadyUsed)</span>
            <input type="number" name="start" value="0" min="0" max="200"></label>
            <label class="field check"><input type="checkbox" name="outlines" value="1"> \(context.texts.labelOutlines)</label>
            <div class="actions"><button type="submit" class="primary"\(HTML(raw: chosen.isEmpty ? " disabled" : ""))>\(context.texts.openSheetToPrint)</button></div>
            </form>
            <p class="muted">\(context.texts.printAtActualSize)</p>
            """)
    }
}
