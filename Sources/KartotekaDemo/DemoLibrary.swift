import Foundation
import KartotekaCore
import KartotekaStore

/// Fills an empty library with demo data: the book's five locations, a few dozen titles with
/// copies, readers, and loans — some open, some overdue, some returned.
public enum DemoLibrary {
    /// The demo administrator's display name (its login name is `admin`).
    public static let administratorName = "Администратор"

    /// Whether the library has neither titles, readers nor locations yet.
    public static func isEmpty(_ store: any LibraryStore) throws -> Bool {
        try store.listTitles(CatalogQuery(page: PageRequest(limit: 1))).items.isEmpty
            && store.listReaders(ReaderQuery(page: PageRequest(limit: 1))).items.isEmpty
            && store.locations(countryPrefix: "").isEmpty
    }

    /// Seeds the demo data. `storeAt` opens the same database with a clock stopped at a given
    /// instant, so that loans can be made in the past (and be overdue today).
    public static func seed(into store: any LibraryStore, clock: any LibraryClock,
                            storeAt: (Date) throws -> any LibraryStore) throws {
        for location in DemoLocations.all {
            _ = try store.addLocation(location)
        }
        let settings = try store.settings()
        var inventory = 1000
        for (index, entry) in DemoCatalogue.entries.enumerated() {
            let author = PersonName(surname: entry.0, initials: entry.1, givenNames: entry.2)
            let title = Title(
                isbn: DemoCatalogue.isbn(index), firstAuthor: author, title: entry.3, publisher: entry.4, city: entry.5,
                year: entry.6, pages: entry.7, price: Money(kopecks: Int64(entry.8) * 100), bbk: entry.9,
                authorSign: AuthorSign.compute(surname: entry.0, style: settings.authorSignStyle) ?? "",
                language: entry.9.hasPrefix("84(2") || !entry.0.unicodeScalars.allSatisfy(\.isASCII) ? "rus" : "eng")
            let copies = (0..<(index % 3 + 1)).map { _ -> Copy in
                inventory += 1
                return Copy(inventoryNumber: InventoryNumber(unchecked: String(inventory)), storagePlace: settings.defaultStoragePlace,
                            receivedOn: Day(year: 2020 + index % 5, month: index % 12 + 1, day: index % 27 + 1))
            }
            _ = try store.addTitle(title, copies: copies)
        }
        let today = LibraryCalendar.utc.day(of: clock.now())
        for entry in DemoReaders.entries {
            _ = try store.addReader(Reader(
                ticketNumber: TicketNumber(unchecked: entry.0), surname: entry.1, firstName: entry.2, patronymic: entry.3,
                category: entry.5, schoolClass: try DemoReaders.classes[entry.0].map { try SchoolClass(parsing: $0) },
                address: PostalAddress(city: "Москва"), phone: try PhoneNumber(validating: entry.4),
                registeredOn: today.adding(days: -200)))
        }
        try seedLoans(into: store, clock: clock, storeAt: storeAt)
    }

    /// Loans: (inventory, ticket, days ago lent, returned days ago or nil).
    static let loans: [(String, String, Int, Int?)] = [
        ("1001", "000101", 3, nil), ("1004", "000102", 10, nil), ("1007", "000103", 25, nil), ("1010", "000104", 40, nil),
        ("1013", "000105", 1, nil), ("1016", "000106", 20, nil), ("1019", "000101", 60, 45), ("1022", "000107", 30, 12),
        ("1025", "000108", 16, nil), ("1028", "000109", 5, nil), ("1031", "000110", 90, 70),
    ]

    private static func seedLoans(into store: any LibraryStore, clock: any LibraryClock,
                                  storeAt: (Date) throws -> any LibraryStore) throws {
        for (number, ticket, lentDaysAgo, returnedDaysAgo) in loans {
            let inventory = InventoryNumber(unchecked: number)
            guard (try? store.copy(inventory)) != nil else { continue }
            let past = try storeAt(clock.now().addingTimeInterval(TimeInterval(-lentDaysAgo * 86_400)))
            _ = try past.lend(inventory, to: TicketNumber(unchecked: ticket), dueOn: nil)
            if let returnedDaysAgo {
                let back = try storeAt(clock.now().addingTimeInterval(TimeInterval(-returnedDaysAgo * 86_400)))
                _ = try back.returnCopy(inventory)
            }
        }
    }
}
