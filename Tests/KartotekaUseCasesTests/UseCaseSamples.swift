import Foundation
import KartotekaCore
import KartotekaStore
import KartotekaTestSupport
import KartotekaUseCases
import Testing

/// A small library for the use-case tests: a title with three copies, two readers, and the
/// principals that act on it.
struct UseCaseLibrary {
    let store: any LibraryStore
    let clock: FixedClock
    var library: Library { Library(store: store) }

    static let start = Day(year: 2024, month: 1, day: 15)!
    static let librarian = Principal.account(Account(id: 1, username: "anna", displayName: "Анна", role: .librarian,
                                                     createdAt: Date(timeIntervalSince1970: 0)))
    static let helper = Principal.account(Account(id: 2, username: "petya", displayName: "Петя", role: .circulation,
                                                  createdAt: Date(timeIntervalSince1970: 0)))
    static let nobody = Principal.account(Account(id: 3, username: "guest", displayName: "Гость", role: .circulation, disabled: true,
                                                  createdAt: Date(timeIntervalSince1970: 0)))

    init(_ factory: StoreFactory) throws {
        clock = FixedClock(day: Self.start)
        store = try factory.make(clock)
        var draft = TitleDraft()
        draft.authorSurname = "Лермонтов"
        draft.authorInitials = "М. Ю."
        draft.title = "Герой нашего времени"
        _ = try store.addTitle(try draft.validated(), copies: ["12345", "12346", "12347"].map {
            Copy(inventoryNumber: Self.inventory($0), storagePlace: "АБ")
        })
        for (ticket, surname) in [("000123", "Иванов"), ("000124", "Петров")] {
            _ = try store.addReader(Reader(ticketNumber: Self.ticket(ticket), surname: surname, firstName: "Иван", phone: nil, registeredOn: Self.start))
        }
    }

    static func inventory(_ text: String) -> InventoryNumber { try! InventoryNumber(validating: text) }
    static func ticket(_ text: String) -> TicketNumber { try! TicketNumber(validating: text) }

    /// The audit log, newest first.
    func audit() throws -> [AuditEntry] {
        try store.auditEntries(page: PageRequest(offset: 0, limit: 100)).items
    }
}
