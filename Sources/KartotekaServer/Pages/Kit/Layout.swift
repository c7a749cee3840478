import KartotekaCore
import KartotekaHTTP

/// The frame of every page: head, menu, language switch, notice, content.
enum Layout {
    /// The menu: path, Russian and English labels, and what it needs (`nil`: open to everyone).
    static let menu: [(path: String, ru: String, en: String, needs: Permission?)] = [
        ("/books", "Книги", "Books", .lookUp),
        ("/readers", "Читатели", "Readers", .lookUp),
        ("/scan", "Сканировать", "Scan", .lookUp),
        ("/overdue", "Просрочки", "Overdue", .lookUp),
        ("/catalogue", "Каталог", "Catalogue", nil),
        ("/locations/search", "Адреса", "Locations", nil),
        ("/export", "Экспорт", "Export", .exchange),
    ]

    /// A whole page.
    static func page(_ title: String, _ context: PageContext, status: Int = 200, body: HTML) -> HTTPResponse {
        let visible = menu.filter { item in
            guard let needs = item.needs else { return context.username == nil || item.path != "/catalogue" }
            return context.may(needs)
        }
        let items = visible.map { item -> HTML in
            let current = context.path == item.path || context.path.hasPrefix(item.path + "/")
            return "<a href=\"\(item.path)\"\(HTML(raw: current ? " aria-current=\"page\"" : ""))>\(context.t(item.ru, item.en))</a>"
        }
        let other: Language = context.language == .russian ? .english : .russian
        let switchLink = PageContext.link("/lang", [("to", other.rawValue), ("back", context.pathWithQuery)])
        let notice: HTML = context.notice.map { "<p class=\"notice\" role=\"status\">\(context.t($0.message))</p>" } ?? .empty
        let account: HTML = context.username.map { name in
            """
            <form method="post" action="/logout" class="account"><span title="\(context.role.map { context.t($0.name) } ?? "")">\(context.displayName.isEmpty ? name : context.displayName)</span>
            <button type="submit">\(context.t("Выйти", "Sign out"))</button></form>
            """
        } ?? "<a class=\"lang\" href=\"\(context.path == "/login" ? "/login" : PageContext.link("/login", [("next", context.pathWithQuery)]))\">\(context.t("Войти", "Sign in"))</a>"
        let html: HTML = """
            <!doctype html>
            <html lang="\(context.language.rawValue)">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(title) — \(context.t("Картотека", "Kartoteka"))</title>
            <link rel="stylesheet" href="/static/app.css">
            \(context.csrfToken.map { "<meta name=\"csrf-token\" content=\"\($0)\">" as HTML } ?? .empty)
            </head>
            <body>
            <header class="top">
            <a class="brand" href="/">\(context.t("Картотека", "Kartoteka"))</a>
            <nav class="menu">\(items)</nav>
            <a class="lang" href="\(switchLink)" lang="\(other.rawValue)">\(other == .english ? "English" : "Русский")</a>
            \(account)
            </header>
            <main>
            \(notice)
            \(body)
            </main>
            <script src="/static/app.js" defer></script>
            </body>
            </html>
            """
        return .html(AntiForgery.insert(context.csrfToken, into: html.text), status: status)
    }
}
