import Foundation
import KartotekaCore
import Testing

/// The overdue list on paper lists every overdue loan, not the first page of them.
@Suite("The printed overdue list")
struct OverduePrintTests {
    @Test func everyOverdueLoanIsPrinted() throws {
        let app = try TestApplication()
        let count = 520
        let copies = (1...count).map { Copy(inventoryNumber: InventoryNumber(unchecked: String(10_000 + $0))) }
        _ = try app.store.addTitle(Title(firstAuthor: PersonName(parsing: "Лермонтов М. Ю."), title: "Герой нашего времени"), copies: copies)
        _ = try app.store.addReader(Reader(ticketNumber: TicketNumber(unchecked: "000123"), surname: "Иванов", firstName: "Иван", phone: nil,
                                           registeredOn: Day(year: 2024, month: 1, day: 15)!))
        for copy in copies { _ = try app.store.lend(copy.inventoryNumber, to: TicketNumber(unchecked: "000123"), dueOn: nil) }
        app.clock.set(app.clock.now().addingTimeInterval(60 * 86_400))
        let page = TestApplication.text(app.send("GET", "/overdue/print"))
        #expect(page.contains(">10001<") && page.contains(">10520<"), "all \(count), past the first page of 500")
    }
}
