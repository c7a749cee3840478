import Foundation
import KartotekaCore
import KartotekaStore
import KartotekaTestSupport
import KartotekaUseCases

/// A fresh library for the catalogue's and the fund's use cases, with the principals they run as
/// and a look at what the audit log and the catalogue hold.
struct CatalogueFixture {
    static let today = Day(year: 2025, month: 3, day: 10)!

    let clock = FixedClock(day: CatalogueFixture.today)
    let store: any LibraryStore
    let library: Library

    init(_ factory: StoreFactory) throws {
        store = try factory.make(clock)
        library = Library(store: store)
    }

    /// A librarian at the main branch's desk: the catalogue, the fund's accounts, exchange.
    var librarian: Principal { .account(Self.account("librarian", .librarian)) }
    /// A circulation helper: lends and counts stock, may not change the catalogue or the accounts.
    var helper: Principal { .account(Self.account("helper", .circulation)) }

    static func account(_ name: String, _ role: Role) -> Account {
        Account(id: 1, username: name, displayName: name, role: role, createdAt: Date(timeIntervalSince1970: 0))
    }

    /// The audit log's lines, oldest first, as `account: action — subject`.
    func auditLines() throws -> [String] {
        try store.auditEntries(page: PageRequest()).items.reversed().map { "\($0.account): \($0.action) — \($0.subject)" }
    }

    /// How many titles the catalogue holds.
    func titleCount() throws -> Int {
        try store.listTitles(CatalogQuery()).items.count
    }

    static func book(_ name: String, author: String, year: String = "2020", isbn: String = "", copies: [String]) -> NewTitle {
        var title = TitleDraft()
        title.title = name
        title.authorSurname = author
        title.year = year
        title.isbn = isbn
        return NewTitle(title: title, copies: copies.map { CopyDraft(inventoryNumber: $0) })
    }

    static func inventory(_ text: String) -> InventoryNumber { try! InventoryNumber(validating: text) }
}
