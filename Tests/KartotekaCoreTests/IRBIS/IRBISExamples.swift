import Foundation
@testable import KartotekaCore
@testable import KartotekaValues
import KartotekaTestSupport

/// The worked examples of irbis-format.md, built from Kartoteka's own types.
enum IRBISExamples {
    static let epoch = Date(timeIntervalSince1970: 0)
    static let day = Day(year: 2024, month: 1, day: 15)!

    /// Лермонтов from the QR card, with the given names the card lacks.
    static func lermontov() throws -> TitleRecord {
        var draft = BookCard(parsing: try Fixture.text("seed/qr-book-card.txt")).titleDraft
        draft.authorGivenNames = "Михаил Юрьевич"
        return TitleRecord(id: TitleID(7), title: try draft.validated(), createdAt: epoch, updatedAt: epoch)
    }

    /// Copy 12345, received 2024-01-15 at АБ.
    static let copy = CopyRecord(
        id: CopyID(1), titleID: TitleID(7),
        copy: Copy(inventoryNumber: InventoryNumber(unchecked: "12345"), storagePlace: "АБ", receivedOn: day),
        createdAt: epoch, updatedAt: epoch)

    static let settings = IRBISExportSettings(catalogingDate: day, operatorName: "SWIFT", storagePlace: "АБ")

    /// Иванов Иван Иванович, ticket 000123, registered 2024-01-10.
    static func ivanov() throws -> ReaderRecord {
        return ReaderRecord(id: ReaderID(3), reader: try ReaderDraft.workedExampleIvanov.validated(today: day), createdAt: epoch, updatedAt: epoch)
    }

    /// The loan of copy 12345 on 2024-01-15 at 14:30:00 (UTC), due 2024-01-29.
    static let loan = Loan(
        id: LoanID(1), copyID: CopyID(1), readerID: ReaderID(3), inventoryNumber: InventoryNumber(unchecked: "12345"),
        ticketNumber: TicketNumber(unchecked: "000123"),
        issuedAt: Date(timeIntervalSince1970: TimeInterval(day.daysSinceEpoch * 86_400 + 14 * 3_600 + 30 * 60)),
        dueOn: Day(year: 2024, month: 1, day: 29)!)
}
