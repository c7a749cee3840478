import KartotekaCore
import KartotekaWire

/// The texts every page shares: the layout and menu, the home page, notices, forms, the pager, error pages
/// and the common buttons.
protocol PageTexts: Sendable {
    /// The name of the catalogue's language, in that language, for the language switch.
    var languageName: String { get }
    var save: String { get }
    var delete: String { get }
    var accounts: String { get }
    var staffSignIn: String { get }
    var signIn: String { get }
    var export: String { get }
    var thatDidNotWork: String { get }
    var home: String { get }
    var cancel: String { get }
    var books: String { get }
    var search: String { get }
    var searchButton: String { get }
    var readerRemoved: String { get }
    func overdueBy(days: Int) -> String
    var due: String { get }
    var returnLoan: String { get }
    var renew: String { get }
    var edit: String { get }
    var find: String { get }
    var scan: String { get }
    var booksTileNote: String { get }
    var readers: String { get }
    var readersTileNote: String { get }
    var scanTileNote: String { get }
    var overdue: String { get }
    var overdueTileNote: String { get }
    var locations: String { get }
    var librariesByCountry: String { get }
    var exportTileNote: String { get }
    var settings: String { get }
    var settingsTileNote: String { get }
    var accountsTileNote: String { get }
    var homePage: String { get }
    var kartoteka: String { get }
    var catalogueSearchPlaceholder: String { get }
    var searchBooks: String { get }
    var library: String { get }
    var libraryCatalogue: String { get }
    var catalogue: String { get }
    var catalogueTileNote: String { get }
    var staffTileNote: String { get }
    var requestIDToQuote: String { get }
    var back: String { get }
    var notFound: String { get }
    var checkFieldsInRed: String { get }
    var signOut: String { get }
    var bookSaved: String { get }
    var bookDeleted: String { get }
    var copyAdded: String { get }
    var copySaved: String { get }
    var copyDeleted: String { get }
    var bookLent: String { get }
    var bookReturned: String { get }
    var loanRenewed: String { get }
    var readerSaved: String { get }
    var readerDeleted: String { get }
    var locationSaved: String { get }
    var locationDeleted: String { get }
    var settingsSaved: String { get }
    var backupMade: String { get }
    var oldLoansAnonymised: String { get }
    var accountSaved: String { get }
    var accountDeleted: String { get }
    var previousPage: String { get }
    var rows: String { get }
    var nextPage: String { get }
}
