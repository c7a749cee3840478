import KartotekaHTTP

/// The start screen: the desk's entry points, as the original app's start screen had them.
enum HomePage {
    /// The start screen; `networked`: the library has more than one branch, so transfers matter.
    static func render(_ context: PageContext, networked: Bool) -> HTTPResponse {
        guard context.username != nil else { return publicHome(context) }
        let transfers: [(Endpoint, String, String, String, String)] = networked
            ? [(TransferPages.list, "Перемещения", "Transfers", "Книги в пути между филиалами", "Books on their way between branches")] : []
        let tiles: [(Endpoint, String, String, String, String)] = transfers + [
            (BookPages.list, "Книги", "Books", "Каталог, поиск, выдача и возврат", "Catalogue, search, lending and returns"),
            (ReaderPages.list, "Читатели", "Readers", "Запись читателей, книги на руках", "Registration, books on loan"),
            (ScanPage.page, "Сканировать", "Scan", "QR-карточка или штрихкод ISBN", "QR card or ISBN barcode"),
            (OverduePage.page, "Просрочки", "Overdue", "Кто не вернул книги вовремя", "Who has not returned books on time"),
            (LocationPages.search, "Адреса", "Locations", "Библиотеки по странам", "Libraries by country"),
            (ExchangePages.page, "Экспорт", "Export", "Передача записей в ИРБИС64", "Records for IRBIS64"),
            (SettingsPage.page, "Настройки", "Settings", "Сроки выдачи, авторский знак", "Loan period, author signs"),
            (AccountPages.page, "Учётные записи", "Accounts", "Сотрудники и их права", "Staff and what they may do"),
            (BranchPages.manage, "Филиалы", "Branches", "Здания библиотеки и их фонды", "The library's buildings and their funds"),
        ]
        let cards = tiles.filter { context.mayOpen($0.0) }.map { tile -> HTML in
            "<a class=\"tile\" href=\"\(tile.0.path.description)\"><strong>\(context.t(tile.1, tile.2))</strong><span>\(context.t(tile.3, tile.4))</span></a>"
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

    /// What readers and passers-by see: the catalogue search and the locations.
    static func publicHome(_ context: PageContext) -> HTTPResponse {
        Layout.page(context.t("Библиотека", "Library"), context, body: """
            <h1>\(context.t("Каталог библиотеки", "Library catalogue"))</h1>
            <form class="search-box" action="/catalogue" method="get" role="search">
            <input type="search" name="q" placeholder="\(context.t("Название, автор, ISBN…", "Title, author, ISBN…"))" aria-label="\(context.t("Поиск книг", "Search books"))">
            <button type="submit">\(context.t("Найти", "Search"))</button>
            </form>
            <div class="tiles">
            <a class="tile" href="/catalogue"><strong>\(context.t("Каталог", "Catalogue"))</strong><span>\(context.t("Какие книги есть и свободны ли они", "Which books we have and whether they are in"))</span></a>
            <a class="tile" href="/locations/search"><strong>\(context.t("Адреса", "Locations"))</strong><span>\(context.t("Библиотеки по странам", "Libraries by country"))</span></a>
            <a class="tile" href="/login"><strong>\(context.t("Вход для сотрудников", "Staff sign-in"))</strong><span>\(context.t("Выдача, читатели, каталогизация", "Lending, readers, cataloguing"))</span></a>
            </div>
            """)
    }
}
