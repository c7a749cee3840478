import KartotekaCore
import KartotekaWire

extension EnglishTexts: PageTexts {
    var languageName: String { "English" }
    var save: String { "Save" }
    var delete: String { "Delete" }
    var accounts: String { "Accounts" }
    var staffSignIn: String { "Staff sign-in" }
    var signIn: String { "Sign in" }
    var export: String { "Export" }
    var thatDidNotWork: String { "That did not work" }
    var home: String { "Home" }
    var cancel: String { "Cancel" }
    var books: String { "Books" }
    var search: String { "Search" }
    var searchButton: String { "Search" }
    var readerRemoved: String { "reader removed" }
    func overdueBy(days: Int) -> String { "overdue by \(days) \(plural(days, "day", "days"))" }
    var due: String { "due" }
    var returnLoan: String { "Return" }
    var renew: String { "Renew" }
    var edit: String { "Edit" }
    var find: String { "Find" }
    var scan: String { "Scan" }
    var booksTileNote: String { "Catalogue, search, lending and returns" }
    var readers: String { "Readers" }
    var readersTileNote: String { "Registration, books on loan" }
    var scanTileNote: String { "QR card or ISBN barcode" }
    var overdue: String { "Overdue" }
    var overdueTileNote: String { "Who has not returned books on time" }
    var locations: String { "Locations" }
    var librariesByCountry: String { "Libraries by country" }
    var exportTileNote: String { "Records for IRBIS64" }
    var settings: String { "Settings" }
    var settingsTileNote: String { "Loan period, author signs" }
    var accountsTileNote: String { "Staff and what they may do" }
    var homePage: String { "Home" }
    var kartoteka: String { "Kartoteka" }
    var catalogueSearchPlaceholder: String { "Title, author, ISBN…" }
    var searchBooks: String { "Search books" }
    var library: String { "Library" }
    var libraryCatalogue: String { "Library catalogue" }
    var catalogue: String { "Catalogue" }
    var catalogueTileNote: String { "Which books we have and whether they are in" }
    var staffTileNote: String { "Lending, readers, cataloguing" }
    var requestIDToQuote: String { "Request id to quote" }
    var back: String { "← Back" }
    var notFound: String { "Not found" }
    var checkFieldsInRed: String { "Please check the fields marked in red:" }
    var signOut: String { "Sign out" }
    var bookSaved: String { "The book was saved." }
    var bookDeleted: String { "The book was deleted." }
    var copyAdded: String { "The copy was added." }
    var copySaved: String { "The copy was saved." }
    var copyDeleted: String { "The copy was deleted." }
    var bookLent: String { "The book was lent." }
    var bookReturned: String { "The book was returned." }
    var loanRenewed: String { "The loan was renewed." }
    var readerSaved: String { "The reader was saved." }
    var readerDeleted: String { "The reader was deleted." }
    var locationSaved: String { "The location was saved." }
    var locationDeleted: String { "The location was deleted." }
    var settingsSaved: String { "The settings were saved." }
    var backupMade: String { "The backup was made." }
    var oldLoansAnonymised: String { "Old loans were anonymised." }
    var accountSaved: String { "The account was saved." }
    var accountDeleted: String { "The account was deleted." }
    var previousPage: String { "← Previous" }
    var rows: String { "rows" }
    var nextPage: String { "Next →" }
}
