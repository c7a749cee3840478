import KartotekaCore
import KartotekaHTTP
import KartotekaStore
import KartotekaUseCases
import KartotekaWire

/// `/copycat`: searching other libraries' catalogues by ISBN, title, author or any words, on the
/// catalogues ticked (every enabled one when none is), and the editions found with each
/// catalogue's record side by side; choosing a record opens the New Book form filled with it.
enum CopyCataloguingPage {
    static let endpoints: [any EndpointDeclaration] = [page]

    /// What kind of search: `isbn` when left out.
    static let kind = QueryParameter<CopyCataloguingQuery.Kind>(
        "kind", schema: JSONSchema.string(values: CopyCataloguingQuery.Kind.allCases.map(\.rawValue)),
        description: "What the words are: an ISBN, title words, an author or any words.") { CopyCataloguingQuery.Kind(rawValue: $0) }

    static let page = Endpoint.page(.get, "/copycat", .permission(.editCatalogue), query: [kind, QueryParameters.words, Routes.CopyCataloguing.target],
                                    work: .outside) { context in
        let records = try context.store.copyCataloguingTargets()
        let kind = try context.query(Self.kind) ?? .isbn
        let text = try context.query(QueryParameters.words) ?? ""
        let chosen = try context.values(Routes.CopyCataloguing.target)
        var problems: [FieldProblem] = []
        var found: CopyCataloguingFindings?
        if !text.trimmingCharacters(in: .whitespaces).isEmpty {
            do {
                let query = try CopyCataloguingQuery(kind: kind, text: text)
                found = try context.run(SearchCopyCataloguing(query, on: chosen, with: context.services.copyCataloguing))
            } catch let error as ValidationError {
                problems = error.problems.map { FieldProblem(field: "q", message: $0.message) }
            } catch let error as CopyCataloguingError {
                problems = [FieldProblem(field: "q", message: error.message)]
            }
        }
        let form = searchForm(context.page, records: records, kind: kind, text: text, chosen: chosen, problems: problems)
        let answer = found.map { CopyCataloguingResultView(context: context.page, result: $0.result, style: $0.authorSignStyle).html }
        return Layout.page(context.page.texts.copyCataloguing, context.page, status: problems.isEmpty ? 200 : 422, body: """
            <h1>\(context.page.texts.copyCataloguing)</h1>
            <p class="muted">\(context.page.texts.copyCataloguingIntro)</p>
            \(form)
            \(answer ?? .empty)
            """)
    }

    /// The search form: the kind of search, the text, and the catalogues to ask.
    private static func searchForm(_ context: PageContext, records: [CopyCataloguingTargetRecord], kind: CopyCataloguingQuery.Kind,
                                   text: String, chosen: [String], problems: [FieldProblem]) -> HTML {
        let fields = FormInputs(context, problems: problems)
        let boxes = records.map { record -> HTML in
            let ticked = chosen.isEmpty ? record.target.enabled : chosen.contains(record.name)
            let state: HTML = record.target.enabled ? .empty : " <span class=\"muted\">(\(context.texts.targetOff))</span>"
            return """
                <label class="field check"><input type="checkbox" name="target" value="\(record.name)"\(HTML(raw: ticked ? " checked" : ""))> \(record.name)\(state)</label>
                """
        }
        let setUp: HTML = context.may(.manageSettings)
            ? "<p><a href=\"\(CopyCataloguingTargetPages.manage.path)\" id=\"manage-targets\">\(context.texts.setUpCatalogues)</a></p>" : .empty
        let targets: HTML = records.isEmpty
            ? "<p class=\"notice\" id=\"no-targets\">\(context.texts.noCataloguesYet)</p>"
            : """
                <fieldset id="copycat-targets"><legend>\(context.texts.cataloguesToAsk)</legend>\(boxes)
                <small class="hint">\(context.texts.cataloguesToAskHint)</small></fieldset>
                """
        return """
            \(fields.summary())
            <form method="get" action="\(CopyCataloguingPage.page.path)" class="form compact" id="copycat-search" novalidate>
            \(fields.select("kind", context.texts.searchBy, value: kind.rawValue,
                            options: CopyCataloguingQuery.Kind.allCases.map { ($0.rawValue, context.texts.searchKind($0)) }))
            \(fields.input("q", context.texts.whatToSearchFor, value: text, required: true, extra: "autofocus autocomplete=\"off\""))
            \(targets)
            <div class="actions"><button type="submit" class="primary">\(context.texts.find)</button></div>
            </form>
            \(setUp)
            """
    }
}
