import KartotekaCore
import KartotekaHTTP
import KartotekaStore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `/class-sets`: textbook sets handed to classes — the list (of a class, or all) with the form
/// that hands one out; each set's page, where copies are taken back by scanning, a pupil ticked
/// as having returned or lost one; and who still owes what, by class, to print and as CSV.
enum ClassSetPages {
    static let endpoints: [any EndpointDeclaration] = [list, handOut, card, takeBack, owing, owingCSV]

    static let title = FormField.text("titleId")
    static let schoolClass = FormField.text(SchoolClass.field)
    static let teacher = FormField.text("teacher")
    static let count = FormField.text("count")
    static let copies = FormField.text("copies")

    static let list = Endpoint.page(.get, "/class-sets", .permission(.browseReaders), query: [Routes.ClassSets.setClass]) { context in
        try listPage(context, chosen: try context.lenientQuery(Routes.ClassSets.setClass), typed: [:], problems: [])
    }

    static let handOut = Endpoint.form("/class-sets/new", .permission(.circulate), fields: [title, schoolClass, teacher, count]) { context in
        let typed = ["titleId": try context.form(title), SchoolClass.field: try context.form(schoolClass),
                     "teacher": try context.form(teacher), "count": try context.form(count)]
        do {
            var problems = ProblemCollector()
            let titleID = problems.parse("titleId") { try ClassSetRequest.titleID(parsing: typed["titleId"] ?? "") }
            let number = problems.parse("count") { try ClassSetRequest.count(parsing: typed["count"] ?? "") }
            try problems.throwIfAny()
            let input = ClassSetInput(titleId: titleID!.rawValue, schoolClass: typed[SchoolClass.field] ?? "", teacher: typed["teacher"],
                                      count: number ?? nil)
            let set = try context.run(HandOutClassSet(input.request()))
            // Pupils left out are shown with why on the set's page, at once; otherwise the page itself.
            // The set's page names its pupils: an account that may not browse readers goes back to the desk.
            guard context.page.may(.browseReaders) else { return .redirect(to: DeskPage.page.path) }
            guard !set.leftOut.isEmpty else { return .redirect(to: ClassSetPages.card.path(set.id)) }
            return try cardPage(context, set: set, problems: [])
        } catch {
            let problems: [FieldProblem]
            switch error {
            case let error as ValidationError: problems = error.problems
            case let error as ClassSetError: problems = [FieldProblem(field: "titleId", message: error.message)]
            case let error as LoanError: problems = [FieldProblem(field: SchoolClass.field, message: error.message)]
            case let error as CatalogError: problems = [FieldProblem(field: "titleId", message: error.message)]
            case let error as ReaderError: problems = [FieldProblem(field: "teacher", message: error.message)]
            default: throw error
            }
            return try listPage(context, chosen: nil, typed: typed, problems: problems, status: 422)
        }
    }

    static let card: PageRoute<ClassSetID> = Endpoint.page(.get, "/class-sets/\(PathParameters.classSetID)", .permission(.browseReaders)) { context in
        try cardPage(context, set: context.store.classSet(context.path(PathParameters.classSetID)), problems: [])
    }

    static let takeBack: PageRoute<ClassSetID> = Endpoint.form("/class-sets/\(PathParameters.classSetID)/return", .permission(.circulate),
                                                               fields: [copies]) { context in
        let id = try context.path(PathParameters.classSetID)
        let lines = try context.form(copies).split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        do {
            _ = try context.run(TakeBackClassSet(try ClassSetReturnInput(copies: lines).inventoryNumbers(), of: id))
            return .redirect(to: ClassSetPages.card.path(id))
        } catch let error as KartotekaError where error is ValidationError || error is ClassSetError {
            // The set's card lists its pupils by name: an account that may not open it gets the refusal alone.
            guard context.page.may(.browseReaders) else { throw error }
            return try cardPage(context, set: context.store.classSet(id), problems: [FieldProblem(field: "copies", message: error.message)],
                                scanned: lines.joined(separator: "\n"), status: 422)
        }
    }

    static let owing = Endpoint.page(.get, "/class-sets/owing", .permission(.browseReaders), query: [Routes.ClassSets.setClass]) { context in
        let chosen = try context.query(Routes.ClassSets.setClass)
        let sets = try context.store.classSets(schoolClass: chosen)
        let query = PageContext.link("", [("class", chosen?.text ?? "")])
        return PrintLayout.page(context.page.text(LedgerHeading.owingList.name), context.page, back: "\(ClassSetPages.list.path)\(query)",
                                csv: "\(ClassSetPages.owingCSV.path)\(query)", body: ClassSetCardPage.owing(context.page, sets: sets, schoolClass: chosen))
    }

    static let owingCSV = Endpoint.page(.get, "/class-sets/owing/csv", .permission(.browseReaders), query: [Routes.ClassSets.setClass]) { context in
        let chosen = try context.query(Routes.ClassSets.setClass)
        let sets = try context.store.classSets(schoolClass: chosen).map { ClassSetResource($0) }
        return PrintLayout.csv(AccountingCSV(language: context.page.language).classSetsOwing(sets),
                               name: "textbooks-owed\(chosen.map { "-\($0.text)" } ?? "").csv")
    }

    /// A set's page with the class's pupils still without its title.
    /// A set's page; `scanned`: the numbers a refused take-back sent, to fix and send again.
    private static func cardPage(_ context: RequestContext, set: ClassSet, problems: [FieldProblem], scanned: String = "",
                                 status: Int = 200) throws -> HTTPResponse {
        let without = try set.titleID.map { try context.store.pupilsWithout($0, in: set.schoolClass) } ?? []
        return ClassSetCardPage.render(context.page, set: set, without: without, problems: problems, scanned: scanned, status: status)
    }

    /// The list of sets with the form, a form post's answer reading no query.
    private static func listPage(_ context: RequestContext, chosen: SchoolClass?, typed: [String: String], problems: [FieldProblem],
                                 status: Int = 200) throws -> HTTPResponse {
        let page = context.page
        let texts = page.texts
        let sets = try context.store.classSets(schoolClass: chosen)
        let rows = sets.map { set -> HTML in
            let teacher: HTML = set.teacher.map { " · \(texts.setToTeacher) \($0)" } ?? .empty
            return """
                <li class="row" data-class-set="\(set.id)"><a href="\(ClassSetPages.card.path(set.id))"><strong>\(set.schoolClass.text)</strong> \(set.titleDescription)</a>\(teacher)
                · \(set.handedOn.text(in: page.language)) · \(texts.setOutstanding(set.outstanding.count, of: set.loans.count))</li>
                """
        }
        let fields = FormInputs(page, problems: problems)
        let textbooks = try page.may(.circulate) ? context.store.textbookTitles() : []
        let form: HTML = page.may(.circulate) ? """
            <h2>\(texts.handOutSet)</h2>
            \(fields.summary())
            <form method="post" action="\(ClassSetPages.handOut.path)" class="form compact" id="class-set-form">
            \(TextbookChoice.field(page, fields, titles: textbooks, value: typed["titleId"] ?? ""))
            \(fields.input(SchoolClass.field, texts.setClassField, value: typed[SchoolClass.field] ?? chosen?.text ?? ""))
            \(fields.input("teacher", texts.setTeacherField, value: typed["teacher"] ?? "", hint: texts.setTeacherHint))
            \(fields.input("count", texts.setCountField, value: typed["count"] ?? "", kind: "number", hint: texts.setCountHint))
            <div class="actions"><button type="submit" class="primary">\(texts.handOutSet)</button></div></form>
            """ : .empty
        let query = PageContext.link("", [("class", chosen?.text ?? "")])
        return Layout.page(texts.classSets, page, status: status, body: """
            <p class="crumbs"><a href="\(SchoolPages.classes.path)">\(texts.classes)</a></p>
            <h1>\(texts.classSets)</h1>
            <form method="get" action="\(ClassSetPages.list.path)" class="search-box">
            <input type="text" name="class" value="\(chosen?.text ?? "")" aria-label="\(texts.setClassField)" placeholder="\(texts.setClassField)">
            <button type="submit">\(texts.show)</button></form>
            <p class="actions"><a class="button" href="\(ClassSetPages.owing.path)\(query)">\(texts.owingList)</a>
            <a class="button" href="\(ClassSetPages.owingCSV.path)\(query)" download>\(texts.downloadCSV)</a></p>
            <ul class="rows" id="class-set-list">\(rows)</ul>
            \(rows.isEmpty ? "<p class=\"empty\">\(texts.classSetsNone)</p>" as HTML : .empty)
            \(form)
            """)
    }
}
