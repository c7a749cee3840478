import KartotekaHTTP

/// The start screen: the desk's entry points, as the original app's start screen had them.
enum HomePage {
    static func render(_ context: PageContext) -> HTTPResponse {
        let tiles: [(String, String, String, String, String)] = [
            ("/books", "Книги", "Books", "Каталог, поиск, выдача и возврат", "Catalogue, search, lending and returns"),
            ("/readers", "Читатели", "Readers", "Запись читателей, книги на руках", "Registration, books on loan"),
            ("/scan", "Сканировать", "Scan", "QR-карточка или штрихкод ISBN", "QR card or ISBN barcode"),
            ("/overdue", "Просрочки", "Overdue", "Кто не вернул книги вовремя", "Who has not returned books on time"),
            ("/locations/search", "Адреса", "Locations", "Библиотеки по странам", "Libraries by country"),
            ("/export", "Экспорт", "Export", "Передача записей в ИРБИС64", "Records for IRBIS64"),
            ("/settings", "Настройки", "Settings", "Сроки выдачи, авторский знак", "Loan period, author signs"),
        ]
        let cards = tiles.map { tile -> HTML in
            "<a class=\"tile\" href=\"\(tile.0)\"><strong>\(context.t(tile.1, tile.2))</strong><span>\(context.t(tile.3, tile.4))</span></a>"
        }
        return Layout.page(context.t("Главная", "Home"), context, body: """
            <h1>\(context.t("Картотека", "Kartoteka"))</h1>
            <form class="search-box" action="/books" method="get" role="search">
            <input type="search" name="q" placeholder="\(context.t("Название, автор, ISBN…", "Title, author, ISBN…"))" aria-label="\(context.t("Поиск книг", "Search books"))">
            <button type="submit">\(context.t("Найти", "Search"))</button>
            </form>
            <div class="tiles">\(cards)</div>
            """)
    }
}
