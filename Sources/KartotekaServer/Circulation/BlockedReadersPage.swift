import KartotekaCore
import KartotekaHTTP
import KartotekaWire

/// `/blocks`: the readers who may not borrow today, each with why and what to do.
enum BlockedReadersPage {
    static func render(_ context: PageContext, results: Page<BlockedReader>) -> HTTPResponse {
        let texts = context.texts
        let rows = results.items.map { blocked -> HTML in
            let reader = blocked.record.reader
            let reasons = blocked.blocks.map { block -> HTML in "<li data-block=\"\(block.code)\">\(context.text(block.reason))</li>" }
            return """
                <li class="row overdue"><div><a href="\(ReaderPages.card.path(reader.ticketNumber))"><strong>\(reader.fullName)</strong></a>
                · \(texts.ticket) \(reader.ticketNumber)\(reader.currentClass.map { " · \($0.text)" as HTML } ?? .empty)</div>
                <ul>\(reasons)</ul></li>
                """
        }
        let empty: HTML = rows.isEmpty ? "<p class=\"empty\">\(texts.noBlockedReaders)</p>" : .empty
        return Layout.page(texts.blockedReaders, context, body: """
            <h1>\(texts.blockedReaders)</h1>
            <p class="crumbs"><a href="\(LossPages.list.path)">\(texts.lostBooks)</a></p>
            <ul class="rows" id="blocked-list">\(rows)</ul>
            \(empty)
            \(Pager.render(context, page: results, path: StandingPages.blocked.path, parameters: []))
            """)
    }
}
