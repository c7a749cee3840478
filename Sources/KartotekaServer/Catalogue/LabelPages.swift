import KartotekaCore
import KartotekaHTTP
import KartotekaStore
import KartotekaWire

/// `/labels`: a print-ready label sheet for the copies and readers chosen (`inventory`, `ticket`,
/// `layout`, `start`); without any, a page to choose the stock. Titles ticked on the books list
/// (`title`) stand for their copies.
enum LabelPages {
    static let endpoints: [any EndpointDeclaration] = [labels]

    /// `1`: print the sheet (the choosing form sends it); otherwise the page to choose the stock.
    static let print = QueryParameters.flag("print", "`1`: the sheet itself, to print.")

    static let labels = Endpoint.page(.get, "/labels", .permission(.lookUp), query: [
        Routes.Cataloguing.inventory, Routes.Cataloguing.title, Routes.Cataloguing.ticket, ReaderFilters.schoolClass, Routes.Cataloguing.layout,
        Routes.Cataloguing.start, Routes.Cataloguing.outlines, Routes.Cataloguing.spines, print,
    ], work: .long) { context in
        let copies = try LabelPrinting(store: context.store).copies(try context.values(Routes.Cataloguing.inventory),
                                                                    ofTitles: try context.values(Routes.Cataloguing.title))
        let schoolClass = try context.lenientQuery(ReaderFilters.schoolClass)
        let readers = try context.values(Routes.Cataloguing.ticket) + LabelPrinting.tickets(of: schoolClass, in: context.store)
        try context.checkMayLabel(readers)
        let spines = try context.lenientQuery(Routes.Cataloguing.spines) ?? false
        guard !copies.isEmpty || !readers.isEmpty, try context.lenientQuery(print) ?? false else {
            return choose(context.page, copies: copies, readers: readers, layout: try context.lenientQuery(Routes.Cataloguing.layout)?.rawValue,
                          schoolClass: schoolClass, spines: spines)
        }
        return try LabelPrinting(store: context.store, language: context.page.language).answer(
            inventoryNumbers: copies, tickets: readers,
            layout: try LabelPrinting.layout(named: try context.query(Routes.Cataloguing.layout)?.rawValue, spines: spines),
            start: try context.query(Routes.Cataloguing.start) ?? 0, outlines: try context.query(Routes.Cataloguing.outlines) ?? false, spines: spines)
    }

    /// The stock and starting position, with the chosen copies and readers carried along.
    private static func choose(_ context: PageContext, copies: [InventoryNumber], readers: [TicketNumber], layout: String?,
                               schoolClass: SchoolClass?, spines: Bool) -> HTTPResponse {
        // A class is carried as itself, so the sheet prints its pupils as they are when it is opened.
        let named = schoolClass == nil ? readers : []
        let parameters = copies.map { (Routes.Cataloguing.inventory.declaration.name, $0.rawValue) }
            + named.map { (Routes.Cataloguing.ticket.declaration.name, $0.rawValue) }
            + (schoolClass.map { [(ReaderFilters.schoolClass.declaration.name, $0.text)] } ?? [])
        let hidden = parameters.map { name, value -> HTML in "<input type=\"hidden\" name=\"\(name)\" value=\"\(value)\">" }
        let chosen = copies.map { "<li>\(context.texts.copyLabelKind) \($0)</li>" as HTML }
            + readers.map { "<li>\(context.texts.readerLabelKind) \($0)</li>" as HTML }
        let layouts = LabelPrinting.layouts.map { entry -> HTML in
            "<option value=\"\(entry.name)\"\(HTML(raw: entry.name == (layout ?? (spines ? "4x10" : "3x8")) ? " selected" : ""))>\(context.text(entry.layout.name))</option>"
        }
        let none: HTML = chosen.isEmpty
            ? "<p class=\"problems\" role=\"alert\">\(context.texts.chooseCopiesOrReader)</p>"
            : .empty
        return Layout.page(context.texts.labels, context, body: """
            <h1>\(context.texts.printingLabels)</h1>
            \(none)
            <ul class="history">\(chosen)</ul>
            <form method="get" action="\(LabelPages.labels.path)" class="form compact" id="label-form" target="_blank">
            \(hidden)
            <input type="hidden" name="print" value="1">
            <label class="field"><span>\(context.texts.labelStock)</span><select name="layout">\(layouts)</select></label>
            <label class="field"><span>\(context.texts.labelsAlreadyUsed)</span>
            <input type="number" name="start" value="0" min="0" max="200"></label>
            <label class="field check"><input type="checkbox" name="outlines" value="1"> \(context.texts.labelOutlines)</label>
            <label class="field check"><input type="checkbox" name="spines" value="1"\(HTML(raw: spines ? " checked" : ""))> \(context.texts.spineLabels)</label>
            <div class="actions"><button type="submit" class="primary"\(HTML(raw: chosen.isEmpty ? " disabled" : ""))>\(context.texts.openSheetToPrint)</button></div>
            </form>
            <p class="muted">\(context.texts.printAtActualSize)</p>
            """)
    }
}
