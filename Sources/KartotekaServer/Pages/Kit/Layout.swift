import KartotekaCore
import KartotekaHTTP

/// The frame of every page: head, menu, language switch, notice, content.
enum Layout {
    /// The menu: path, Russian and English labels.
    static let menu: [(path: String, ru: String, en: String)] = [
        ("/books", "Книги", "Books"),
        ("/readers", "Читатели", "Readers"),
        ("/scan", "Сканировать", "Scan"),
        ("/overdue", "Просрочки", "Overdue"),
        ("/locations/search", "Адреса", "Locations"),
        ("/export", "Экспорт", "Export"),
    ]

    /// A whole page.
    static func page(_ title: String, _ context: PageContext, status: Int = 200, body: HTML) -> HTTPResponse {
        let items = menu.map { item -> HTML in
            let current = context.path == item.path || context.path.hasPrefix(item.path + "/")
            return "<a href=\"\(item.path)\"\(HTML(raw: current ? " aria-current=\"page\"" : ""))>\(context.t(item.ru, item.en))</a>"
        }
        let other: Language = context.language == .russian ? .english : .russian
        let switchLink = PageContext.link("/lang", [("to", other.rawValue), ("back", context.pathWithQuery)])
        let notice: HTML = context.notice.map { "<p class=\"notice\" role=\"status\">\(context.t($0.message))</p>" } ?? .empty
        let html: HTML = """
            <!doctype html>
            <html lang="\(context.language.rawValue)">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(title) — \(context.t("Картотека", "Kartoteka"))</title>
            <link rel="stylesheet" href="\(StaticAssets.stylesheetPath)">
            </head>
            <body>
            <header class="top">
            <a class="brand" href="/">\(context.t("Картотека", "Kartoteka"))</a>
            <nav class="menu">\(items)</nav>
            <a class="lang" href="\(switchLink)" lang="\(other.rawValue)">\(other == .english ? "English" : "Русский")</a>
            </header>
            <main>
            \(notice)
            \(body)
            </main>
            <script src="\(StaticAssets.scriptPath)" defer></script>
            </body>
            </html>
            """
        return .html(html.text, status: status)
    }
}
