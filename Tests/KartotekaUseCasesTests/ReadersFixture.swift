import Foundation
import KartotekaCore
import KartotekaStore
import KartotekaTestSupport
import KartotekaUseCases

/// A library for the readers' use cases: a title with four copies, a second branch, a reader, and
/// the principals who act on them.
struct ReadersFixture {
    static let start = Day(year: 2024, month: 1, day: 15)!
    static let village = BranchCode(unchecked: "Ф2")

    let store: any LibraryStore
    let library: Library
    let clock: FixedClock
    let title: TitleID

    /// A librarian, who may change readers and lend.
    let librarian = Principal.account(Self.account("librarian", .librarian))
    /// A circulation helper, who may lend but not change readers.
    let helper = Principal.account(Self.account("helper", .circulation))

    init(_ factory: StoreFactory) throws {
        clock = FixedClock(day: Self.start)
        store = try factory.make(clock)
        library = Library(store: store)
        _ = try store.addBranch(Branch(code: Self.village, name: "Сельский филиал"))
        let lermontov = Title(isbn: nil, firstAuthor: PersonName(parsing: "Лермонтов М. Ю."), title: "Герой нашего времени")
        title = try store.addTitle(lermontov, copies: ["1", "2", "3", "4"].map {
            Copy(inventoryNumber: Self.inventory($0), storagePlace: "АБ")
        }).record.id
        _ = try library.run(RegisterReader(.workedExampleIvanov), by: .commandLine())
    }

    static func account(_ name: String, _ role: Role) -> Account {
        Account(id: 1, username: name, displayName: name, role: role, createdAt: Date(timeIntervalSince1970: 0))
    }

    static func inventory(_ text: String) -> InventoryNumber { try! InventoryNumber(validating: text) }
    static func ticket(_ text: String) -> TicketNumber { try! TicketNumber(validating: text) }

    /// The reader of the worked example.
    static let ivanov = ticket("000123")

    /// A second reader, registered.
    func registerPetrov() throws -> TicketNumber {
        var draft = ReaderDraft()
        draft.ticketNumber = "000124"
        draft.surname = "Петров"
        draft.firstName = "Пётр"
        draft.phone = "+7 900 000-00-01"
        return try library.run(RegisterReader(draft), by: librarian).record.reader.ticketNumber
    }

    /// The audit log, oldest line first, as (account, action, subject).
    func audit() throws -> [String] {
        try store.auditEntries(page: PageRequest(limit: 500)).items.reversed().map { "\($0.account) | \($0.action) | \($0.subject)" }
    }
}
