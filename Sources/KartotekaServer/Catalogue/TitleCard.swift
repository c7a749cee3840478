import KartotekaCore
import KartotekaHTTP
import KartotekaWire

/// The title card: the record, its copies with lend/return/renew, and the actions on the title.
enum TitleCard {
    static func render(_ context: PageContext, details: TitleDetails, today: Day, policy: LoanPolicy, newInventory: String = "",
                       problems: [FieldProblem] = [], status: Int = 200, recipient: String = "",
                       branches: [BranchRecord] = [], receipts: [ReceiptRecord] = [], receipt: String = "",
                       holdTicket: String = "", holdProblems: [FieldProblem] = [], grades: ClosedRange<Int>? = nil) -> HTTPResponse {
        let title = details.record.title
        let id = details.record.id
        let rows = facts(context, title)
        let annotation: HTML = title.annotation.isEmpty ? .empty : "<p class=\"annotation\">\(title.annotation)</p>"
        let networked = branches.count > 1
        let copies = details.copies.map {
            CopyRow.render(context, copy: $0, today: today, policy: policy, showBranch: networked,
                           hold: details.hold(settingAside: $0.record.inventoryNumber))
        }
        let byBranch: HTML = networked ? BranchAvailability.render(context, counts: details.byBranch) : .empty
        let noCopies: HTML = copies.isEmpty ? "<p class=\"empty\">\(context.texts.noCopiesYet)</p>" : .empty
        let confirm = context.texts.deleteBookQuestion
        let addCopyError: HTML = FormInputs(context, problems: problems).problem("inventoryNumber")
            .map { "<small class=\"error\" id=\"inventoryNumber-error\">\($0)</small>" } ?? .empty
        return Layout.page(title.title, context, status: status, body: """
            <p class="crumbs"><a href="\(TitlePages.list.path)">\(context.texts.backToBooks)</a></p>
            <h1><span class="author">\(title.authorLine)</span> \(title.title)\(title.subtitle.isEmpty ? "" : " : \(title.subtitle)")</h1>
            \(DescriptionView.render(BibliographicDescription(title, grades: grades), id: "description"))
            <dl class="facts">\(rows)</dl>
            \(annotation)
            <div class="actions">
            \(context.mayOpen(TitlePages.editForm) ? "<a class=\"button\" href=\"\(TitlePages.editForm.path(id))\">\(context.texts.edit)</a>" as HTML : .empty)
            <a class="button" href="\(CatalogueCardPages.link(titles: [id]))" target="_blank">\(context.texts.catalogueCard)</a>
            \(context.mayOpen(TitlePages.delete) ? "<form method=\"post\" action=\"\(TitlePages.delete.path(id))\" data-confirm=\"\(confirm)\"><button type=\"submit\" class=\"danger\">\(context.texts.delete)</button></form>" as HTML : .empty)
            </div>
            <h2>\(context.texts.copies)</h2>
            \(byBranch)
            <ul class="copies">\(copies)</ul>
            \(noCopies)
            \(context.mayOpen(CopyPages.add) ? """
                <form method="post" action="\(CopyPages.add.path(id))" class="inline-form" id="add-copy" novalidate>
                <label>\(context.texts.newCopyInventoryNumber)
                <input name="inventoryNumber" id="inventoryNumber" required value="\(newInventory)">\(addCopyError)</label>
                \(receipts.isEmpty && receipt.isEmpty ? HTML.empty : CopyAccountInputs.receiptSelect(FormInputs(context, problems: problems), context,
                                                                                                value: receipt, receipts: receipts))
                <button type="submit">\(context.texts.addCopy)</button>
                </form>
                """ as HTML : .empty)
            \(HoldPanel.titleSection(context, details: details, branches: branches, ticket: holdTicket, problems: holdProblems))
            \(details.copies.isEmpty ? HTML.empty : """
                <form method="get" action="\(LabelPages.labels.path)" id="copy-labels" class="actions">
                <button type="submit">\(context.texts.labelsForTicked)</button></form>
                """ as HTML)
            \(ExportPanel.render(context, selection: ExportSelection(records: .titles, titleID: id), recipient: recipient))
            """)
    }

    /// A title's facts (``FieldDisplay/fact``) as `<dt>`/`<dd>` pairs in the table's order, those
    /// left empty left out.
    static func facts(_ context: PageContext, _ title: Title) -> HTML {
        let facts = TitleFields.all.filter { $0.display == .fact }.map { field in
            (label: field.wording(in: context.texts).caption, value: field.text.map { title[keyPath: $0] } ?? fact(field.key, of: title, context))
        }
        return HTML.join(facts.filter { !$0.value.isEmpty }.map { fact -> HTML in "<dt>\(fact.label)</dt><dd>\(fact.value)</dd>" })
    }

    /// A composed field's fact.
    private static func fact(_ field: TitleField, of title: Title, _ context: PageContext) -> String {
        switch field {
        case .isbn: title.isbn?.hyphenated ?? ""
        case .year: title.year.map(String.init) ?? ""
        case .pages: title.pages.map(String.init) ?? ""
        case .price: title.price?.decimalText ?? ""
        case .documentKind: context.text(title.documentKind.name)
        case .language: title.language
        case .keywords: title.keywords.joined(separator: ", ")
        default: ""
        }
    }
}
