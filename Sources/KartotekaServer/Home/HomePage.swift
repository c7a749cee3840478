import KartotekaCore
import KartotekaHTTP
import KartotekaWire

/// The start screen: the library's name, what today at the desk starts with, and the desk's entry
/// points, as the original app's start screen had them.
enum HomePage {
    /// The start screen; `networked`: the library has more than one branch, so transfers matter;
    /// `today`: the day's summary, for an account that works at the desk.
    static func render(_ context: PageContext, networked: Bool, today: (summary: DeskToday, day: Day)? = nil) -> HTTPResponse {
        guard context.username != nil else { return publicHome(context) }
        let transfers: [(PageRoute<Void>, ServerText, ServerText)] = networked ? [(TransferPages.list, \.transfers, \.transfersTileNote)] : []
        let tiles: [(PageRoute<Void>, ServerText, ServerText)] = transfers + [
            (DeskPage.page, \.desk, \.deskTileNote),
            (TitlePages.list, \.books, \.booksTileNote),
            (ReaderPages.list, \.readers, \.readersTileNote),
            (HoldPages.list, \.holds, \.holdsTileNote),
            (NoticePages.list, \.notices, \.noticesTileNote),
            (SchoolPages.classes, \.classes, \.classesTileNote),
            (ScanPage.page, \.scan, \.scanTileNote),
            (CopyCataloguingPage.page, \.copyCataloguing, \.copyCataloguingTileNote),
            (OverduePage.page, \.overdue, \.overdueTileNote),
        ] + (context.library.showsLocations ? [(LocationPages.search, \.locations, \.librariesByCountry)] : []) + [
            (ExchangePages.page, \.export, \.exportTileNote),
            (LedgerPages.hub, \.fundAccounts, \.fundAccountsTileNote),
            (SettingsPage.page, \.settings, \.settingsTileNote),
            (AccountPages.page, \.accounts, \.accountsTileNote),
            (BranchPages.manage, \.branches, \.branchesTileNote),
        ] + (context.may(.keepAccounts) ? [] : [(StocktakePages.list, \.stocktakes, \.stocktakesTileNote)])
        let cards = tiles.filter { context.mayOpen($0.0) }.map { tile -> HTML in
            "<a class=\"tile\" href=\"\(tile.0.path)\"><strong>\(context.texts[keyPath: tile.1])</strong><span>\(context.texts[keyPath: tile.2])</span></a>"
        }
        return Layout.page(context.texts.homePage, context, body: """
            <h1 id="library-name">\(context.library.name.isEmpty ? context.texts.kartoteka : context.library.name)</h1>
            \(today.map { TodayPanel.render(context, $0.summary, day: $0.day) } ?? .empty)
            <form class="search-box" action="\(TitlePages.list.path)" method="get" role="search">
            <input type="search" name="q" placeholder="\(context.texts.catalogueSearchPlaceholder)" aria-label="\(context.texts.searchBooks)">
            <button type="submit">\(context.texts.searchButton)</button>
            </form>
            <div class="tiles">\(cards)</div>
            """)
    }

    /// What readers and passers-by see: the catalogue search and the locations.
    static func publicHome(_ context: PageContext) -> HTTPResponse {
        let locations: HTML = context.library.showsLocations
            ? "<a class=\"tile\" href=\"\(LocationPages.search.path)\"><strong>\(context.texts.locations)</strong><span>\(context.texts.librariesByCountry)</span></a>"
            : .empty
        return Layout.page(context.texts.library, context, body: """
            \(context.library.name.isEmpty ? .empty : "<p class=\"library-name\" id=\"library-name\">\(context.library.name)</p>" as HTML)
            <h1>\(context.texts.libraryCatalogue)</h1>
            <form class="search-box" action="\(PublicCatalogue.page.path)" method="get" role="search">
            <input type="search" name="q" placeholder="\(context.texts.catalogueSearchPlaceholder)" aria-label="\(context.texts.searchBooks)">
            <button type="submit">\(context.texts.searchButton)</button>
            </form>
            <div class="tiles">
            <a class="tile" href="\(PublicCatalogue.page.path)"><strong>\(context.texts.catalogue)</strong><span>\(context.texts.catalogueTileNote)</span></a>
            \(locations)
            <a class="tile" href="\(AuthPages.signInForm.path)"><strong>\(context.texts.staffSignIn)</strong><span>\(context.texts.staffTileNote)</span></a>
            </div>
            """)
    }
}
