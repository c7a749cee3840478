import KartotekaCore
import KartotekaHTTP
import KartotekaStore
import KartotekaWire

/// The notices on paper, for readers without an e-mail address (most pupils): a list per class
/// for its class teacher (overdue books, books due soon, holds waiting), and an overdue letter
/// per reader, one A4 page each (the stylesheet's print rules drop the menu and break the pages).
enum NoticePrintPages {
    static let endpoints: [any EndpointDeclaration] = [classLists, letters]

    static let ticket = QueryParameter<TicketNumber>("ticket", schema: JSONSchema.string(),
                                                     description: "Only this reader's letter.") { try? TicketNumber(validating: $0) }

    static let classLists: PageRoute<Void> = Endpoint.page(.get, "/notices/print", .permission(.browseReaders), query: [ReaderFilters.schoolClass]) { context in
        let chosen = try context.lenientQuery(ReaderFilters.schoolClass)
        let readers = try context.store.printableNotices(asOf: nil, schoolClass: chosen, ticket: nil)
        let page = context.page
        let texts = page.texts
        let sheets = sheets(of: readers).map { group, readers -> HTML in
            let rows = readers.map { notices -> HTML in
                let reader = notices.record.reader
                return """
                    <tr><td>\(reader.fullName)<br><small>\(reader.ticketNumber)</small></td>
                    <td>\(lines(page, notices.overdue, today: context.today))</td><td>\(lines(page, notices.dueSoon, today: context.today))</td>
                    <td>\(HTML.join(notices.waiting.map { "\($0.titleDescription) — \(page.text($0.standing))" as HTML }, separator: "<br>"))</td></tr>
                    """
            }
            return """
                <section class="sheet" data-class="\(group.key)">\(PrintLayout.libraryName(page))<h2>\(group.heading(texts)) · \(context.today.text(in: page.language))</h2>
                <div class="table"><table class="notice-list"><thead><tr><th>\(texts.reader)</th><th>\(texts.overdue)</th><th>\(texts.dueSoonHeading)</th><th>\(texts.holdsWaiting)</th></tr></thead>
                <tbody>\(rows)</tbody></table></div></section>
                """
        }
        return Layout.page(texts.printableNoticeLists, page, body: """
            <p class="crumbs"><a href="\(NoticePages.list.path)">\(texts.notices)</a></p>
            <h1>\(texts.printableNoticeLists)</h1>
            <form method="get" action="\(NoticePrintPages.classLists.path)" class="filters"><label>\(texts.schoolClass) <input name="class" value="\(chosen?.text ?? "")"></label>
            <button type="submit">\(texts.show)</button></form>
            \(HTML.join(sheets))
            \(sheets.isEmpty ? "<p class=\"empty\">\(texts.nothingToTell)</p>" as HTML : .empty)
            """)
    }

    static let letters = Endpoint.page(.get, "/notices/letters", .permission(.browseReaders),
                                       query: [ReaderFilters.schoolClass, ticket]) { context in
        let readers = try context.store.printableNotices(asOf: nil, schoolClass: context.lenientQuery(ReaderFilters.schoolClass),
                                                         ticket: context.lenientQuery(ticket)).filter { !$0.overdue.isEmpty }
        let page = context.page
        let texts = page.texts
        let library = page.library.name
        let today = context.today
        let pages = readers.map { notices -> HTML in
            let reader = notices.record.reader
            // A pupil's letter goes home to the parents, naming the pupil and the class; a leaver's to them.
            let address: HTML = reader.currentClass.map { schoolClass in
                "<h2>\(texts.overdueLetterToParents(schoolClass: schoolClass.text))</h2><p class=\"pupil\">\(texts.overdueLetterPupil(reader.fullName, ticket: reader.ticketNumber.rawValue))</p>"
            } ?? "<h2>\(texts.overdueLetterTo(reader.fullName, schoolClass: nil))</h2>"
            return """
                <article class="letter" data-ticket="\(reader.ticketNumber)">
                \(library.isEmpty ? .empty : "<p class=\"library-name\">\(library)</p>" as HTML)
                <p class="muted">\(today.text(in: page.language))</p>
                \(address)
                <p>\(reader.currentClass == nil ? texts.overdueLetterOpening : texts.overdueLetterOpeningForParents)</p>
                <ul>\(HTML.join(notices.overdue.map { "<li>\(line(page, $0, today: today))</li>" as HTML }))</ul>
                \(library.isEmpty ? "<p>\(texts.overdueLetterClosing)</p>" as HTML
                    : "<p>\(texts.overdueLetterThanks)</p><p class=\"signed\">\(texts.librarianOf(library))</p>")
                </article>
                """
        }
        return Layout.page(texts.overdueLetters, page, body: """
            <p class="crumbs"><a href="\(NoticePages.list.path)">\(texts.notices)</a></p>
            \(HTML.join(pages))
            \(pages.isEmpty ? "<p class=\"empty\">\(texts.nothingToTell)</p>" as HTML : .empty)
            """)
    }

    /// A sheet of the class lists: a class's pupils, the school leavers, or the readers in no class.
    enum Sheet: Hashable {
        case schoolClass(String)
        case leavers
        case noClass

        init(_ reader: Reader) {
            self = reader.currentClass.map { .schoolClass($0.text) } ?? (reader.graduated ? .leavers : .noClass)
        }

        var key: String {
            switch self {
            case .schoolClass(let text): text
            case .leavers: StatisticsGrouping.leaversKey
            case .noClass: ""
            }
        }

        func heading(_ texts: any ServerTexts) -> String {
            switch self {
            case .schoolClass(let text): texts.classList(text)
            case .leavers: texts.schoolLeavers
            case .noClass: texts.notInAClass
            }
        }
    }

    /// The readers by sheet: the classes in the store's order (grade, then letter), the leavers
    /// after them, the readers in no class last.
    static func sheets(of readers: [ReaderNotices]) -> [(key: Sheet, value: [ReaderNotices])] {
        var order: [Sheet] = []
        var groups: [Sheet: [ReaderNotices]] = [:]
        for notices in readers {
            let sheet = Sheet(notices.record.reader)
            if groups[sheet] == nil { order.append(sheet) }
            groups[sheet, default: []].append(notices)
        }
        let rank: (Sheet) -> Int = { sheet in
            switch sheet {
            case .schoolClass: 0
            case .leavers: 1
            case .noClass: 2
            }
        }
        return order.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }
            .map { (key: $0.element, value: groups[$0.element] ?? []) }
    }

    private static func lines(_ context: PageContext, _ loans: [LoanDetails], today: Day) -> HTML {
        HTML.join(loans.map { line(context, $0, today: today) }, separator: "<br>")
    }

    private static func line(_ context: PageContext, _ loan: LoanDetails, today: Day) -> HTML {
        let late = loan.loan.daysOverdue(on: today)
        let lateText = late > 0 ? " (\(context.texts.overdueBy(days: late)))" : ""
        return "\(loan.loan.inventoryNumber) \(loan.titleDescription), \(context.texts.due) \(loan.loan.dueOn.text(in: context.language))\(lateText)"
    }
}
