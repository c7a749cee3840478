import KartotekaCore
import KartotekaHTTP

/// The holds page: the copies set aside (waiting on the hold shelf, or on their way) for this
/// desk's branch or every branch, then the holds waiting for a copy, each with a cancel button.
enum HoldListPage {
    static func render(_ context: PageContext, holds: Page<HoldRecord>, showAll: Bool, everywhere: Bool) -> HTTPResponse {
        let back = PageContext.link("/holds", (showAll ? [("all", "1")] : []) + (everywhere ? [("everywhere", "1")] : []))
        let setAside = holds.items.filter { $0.state.hasCopy }.map { HoldPanel.row(context, $0, showTitle: true, showReader: true, back: back) }
        let others = holds.items.filter { !$0.state.hasCopy }.map { HoldPanel.row(context, $0, showTitle: true, showReader: true, back: back) }
        let empty: HTML = holds.items.isEmpty ? "<p class=\"empty\">\(context.texts.noHolds)</p>" : .empty
        var parameters: [(String, String)] = []
        if showAll { parameters.append(("all", "1")) }
        if everywhere { parameters.append(("everywhere", "1")) }
        let scope: HTML = context.deskBranch == nil ? .empty : everywhere
            ? " · <a href=\"\(PageContext.link("/holds", showAll ? [("all", "1")] : []))\">\(context.texts.myBranchOnly)</a>"
            : " · <a href=\"\(PageContext.link("/holds", (showAll ? [("all", "1")] : []) + [("everywhere", "1")]))\">\(context.texts.everyBranch)</a>"
        let history: HTML = showAll
            ? "<a href=\"\(PageContext.link("/holds", everywhere ? [("everywhere", "1")] : []))\">\(context.texts.onlyHoldsInForce)</a>"
            : "<a href=\"\(PageContext.link("/holds", [("all", "1")] + (everywhere ? [("everywhere", "1")] : [])))\">\(context.texts.withEndedHolds)</a>"
        let expire: HTML = context.may(.circulate)
            ? "<form method=\"post\" action=\"/holds/expire\" class=\"actions\"><button type=\"submit\">\(context.texts.expireHoldsNow)</button></form>" : .empty
        return Layout.page(context.texts.holds, context, body: """
            <h1>\(context.texts.holds)</h1>
            <p class="muted">\(context.deskBranch.map { context.texts.branchNamed($0) } ?? context.texts.everyBranch)\(scope) · \(history)</p>
            <h2>\(context.texts.holdShelf)</h2>
            <ul class="rows" id="hold-shelf">\(setAside)</ul>
            <h2>\(context.texts.holdQueues)</h2>
            <ul class="rows" id="hold-queue">\(others)</ul>
            \(empty)
            \(Pager.render(context, page: holds, path: "/holds", parameters: parameters))
            \(expire)
            """)
    }
}
