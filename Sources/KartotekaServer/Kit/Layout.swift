import KartotekaCore
import KartotekaHTTP
import KartotekaWire

/// The frame of every page: head, menu, language switch, notice, content.
enum Layout {
    /// The menu: the page each item opens (its path and who may open it come from there) and its
    /// label.
    static let menu: [(page: PageRoute<Void>, label: ServerText)] = [
        (DeskPage.page, \.desk),
        (TitlePages.list, \.books),
        (ReaderPages.list, \.readers),
        (ScanPage.page, \.scan),
        (OverduePage.page, \.overdue),
        (PublicCatalogue.page, \.catalogue),
        (LocationPages.search, \.locations),
        (ExchangePages.page, \.export),
        (LedgerPages.hub, \.fundAccounts),
        (StatisticsPages.page, \.statistics),
    ]

    /// The start of every document, a page's or a printable one's, up to its title in `<head>`.
    static func documentHead(_ title: String, _ context: PageContext) -> HTML {
        """
        <!doctype html>
        <html lang="\(context.language.rawValue)">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(title) — \(context.texts.kartoteka)</title>
        """
    }

    /// A whole page; `refreshSeconds` reloads it (a job's page, while the job runs); `noticeDetail`
    /// follows the notice's text (what exactly was saved).
    static func page(_ title: String, _ context: PageContext, status: Int = 200, refreshSeconds: Int? = nil,
                     noticeDetail: HTML = .empty, body: HTML) -> HTTPResponse {
        // Staff have the full catalogue; the public one is for readers.
        let visible = menu.filter { context.mayOpen($0.page) && !(context.username != nil && $0.page.path == PublicCatalogue.page.path)
            && (context.library.showsLocations || $0.page.path != LocationPages.search.path) }
        let items = visible.map { item -> HTML in
            let path = item.page.path
            let current = context.path == path || context.path.hasPrefix(path + "/")
            return "<a href=\"\(path)\"\(HTML(raw: current ? " aria-current=\"page\"" : ""))>\(context.texts[keyPath: item.label])</a>"
        }
        let other: Language = context.language == .russian ? .english : .russian
        let switchLink = PageContext.link(WebPages.language.path, [("to", other.rawValue), ("back", context.pathWithQuery)])
        let notice: HTML = context.notice.map {
            "<p class=\"notice\" role=\"status\">\(context.text($0.message)) \(noticeDetail)</p>"
        } ?? .empty
        let account: HTML = context.username.map { name in
            """
            <form method="post" action="\(AuthPages.signOut.path)" class="account">\(context.sessionToken.map { HTML(raw: AntiForgery.field($0)) } ?? .empty)<span title="\(context.role.map { context.text($0.name) } ?? "")">\(context.displayName.isEmpty ? name : context.displayName)</span>\(context.deskBranch.map { " <span class=\"desk-branch\" title=\"\(context.texts.deskBranchHint)\">\($0)</span>" as HTML } ?? .empty)
            <button type="submit">\(context.texts.signOut)</button></form>
            """
        } ?? "<a class=\"lang\" href=\"\(MyPages.home.path)\" id=\"my-link\">\(context.texts.myAccountTitle)</a> <a class=\"lang\" href=\"\(context.path == AuthPages.signInForm.path ? AuthPages.signInForm.path : PageContext.link(AuthPages.signInForm.path, [("next", context.pathWithQuery)]))\">\(context.texts.signIn)</a>"
        let html: HTML = """
            \(Layout.documentHead(title, context))
            \(refreshSeconds.map { "<meta http-equiv=\"refresh\" content=\"\($0)\">" as HTML } ?? .empty)
            <link rel="stylesheet" href="\(StaticAssets.stylesheetPath)">
            \(context.csrfToken.map { "<meta name=\"csrf-token\" content=\"\($0)\">" as HTML } ?? .empty)
            </head>
            <body>
            <header class="top">
            <a class="brand" href="\(WebPages.home.path)">\(context.texts.kartoteka)</a>
            <nav class="menu">\(items)</nav>
            <a class="lang" href="\(switchLink)" lang="\(other.rawValue)">\(other.serverTexts.languageName)</a>
            \(account)
            </header>
            <main>
            \(notice)
            \(body)
            </main>
            \(HTML(raw: StaticAssets.scriptPaths.map { "<script src=\"\($0)\" defer></script>" }.joined(separator: "\n")))
            </body>
            </html>
            """
        return .html(AntiForgery.insert(context.csrfToken, into: html.text), status: status)
    }
}
