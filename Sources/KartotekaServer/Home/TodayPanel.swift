import KartotekaCore

/// The top of the home page for staff: what today at the desk starts with — loans due today,
/// loans overdue, held books waiting on the hold shelf, notices that failed, a stock check in
/// progress — each a link to where it is dealt with.
enum TodayPanel {
    static func render(_ context: PageContext, _ today: DeskToday, day: Day) -> HTML {
        let texts = context.texts
        var items: [HTML] = [
            item("due-today", texts.dueTodayCount(today.dueToday), link: nil, urgent: false),
            item("overdue", texts.overdueCount(today.overdue), link: context.mayOpen(OverduePage.page) ? OverduePage.page.path : nil,
                 urgent: today.overdue > 0),
            item("holds-waiting", texts.holdsWaitingCount(today.holdsWaiting),
                 link: context.mayOpen(HoldPages.list) ? HoldPages.list.path : nil, urgent: false),
        ]
        if context.mayOpen(NoticePages.list) {
            items.append(item("failed-notices", texts.failedNoticesCount(today.failedNotices),
                              link: PageContext.link(NoticePages.list.path, [("state", NoticeState.failed.rawValue)]),
                              urgent: today.failedNotices > 0))
        }
        for id in today.stocktakesInProgress {
            items.append(item("stocktake", texts.stocktakeInProgress(id.rawValue),
                              link: context.mayOpen(StocktakePages.card) ? StocktakePages.card.path(id) : nil,
                              urgent: false))
        }
        return """
            <section id="today" class="today"><h2>\(texts.todayHeading(day.text(in: context.language)))</h2>
            <ul>\(HTML.join(items))</ul></section>
            """
    }

    private static func item(_ name: String, _ text: String, link: String?, urgent: Bool) -> HTML {
        let words: HTML = link.map { "<a href=\"\($0)\">\(text)</a>" } ?? "\(text)"
        return "<li data-today=\"\(name)\"\(HTML(raw: urgent ? " class=\"urgent\"" : ""))>\(words)</li>"
    }
}
