import KartotekaCore
import KartotekaHTTP
import KartotekaWire

/// The holds page: the copies set aside (waiting on the hold shelf, or on their way) for this
/// desk's branch or every branch, then the holds waiting for a copy, each with a cancel button.
enum HoldListPage {
    static func render(_ context: PageContext, holds: Page<HoldRecord>, showAll: Bool, everywhere: Bool) -> HTTPResponse {
        let list = ListScope(path: HoldPages.list.path, showAll: showAll, everywhere: everywhere)
        let back = PageContext.link(HoldPages.list.path, list.parameters)
        let setAside = holds.items.filter { $0.state.hasCopy }.map { HoldPanel.row(context, $0, showTitle: true, showReader: true, back: back) }
        let others = holds.items.filter { !$0.state.hasCopy }.map { HoldPanel.row(context, $0, showTitle: true, showReader: true, back: back) }
        let empty: HTML = holds.items.isEmpty ? "<p class=\"empty\">\(context.texts.noHolds)</p>" : .empty
        let scope: HTML = context.deskBranch == nil ? .empty : " · \(list.branchLink(context))"
        let history = list.historyLink(openOnly: context.texts.onlyHoldsInForce, withEnded: context.texts.withEndedHolds)
        let expire: HTML = context.may(.circulate)
            ? "<form method=\"post\" action=\"\(HoldPages.expire.path)\" class=\"actions\"><button type=\"submit\">\(context.texts.expireHoldsNow)</button></form>" : .empty
        return Layout.page(context.texts.holds, context, body: """
            <h1>\(context.texts.holds)</h1>
            <p class="muted">\(context.deskBranch.map { context.texts.branchNamed($0) } ?? context.texts.everyBranch)\(scope) · \(history)</p>
            <h2>\(context.texts.holdShelf)</h2>
            <ul class="rows" id="hold-shelf">\(setAside)</ul>
            <h2>\(context.texts.holdQueues)</h2>
            <ul class="rows" id="hold-queue">\(others)</ul>
            \(empty)
            \(Pager.render(context, page: holds, path: HoldPages.list.path, parameters: list.parameters))
            \(expire)
            """)
    }
}
