import KartotekaCore
import KartotekaLabels
import KartotekaTestSupport

/// Titles and labels the label tests print.
enum Samples {
    static var lermontov: Title {
        get throws {
            try BookCard(parsing: TestFiles.fixtureText("seed/qr-book-card.txt")).titleDraft.validated()
        }
    }

    static func copyLabel(_ number: String, barcode: Bool = true) throws -> CopyLabel {
        CopyLabel(title: try lermontov, inventoryNumber: InventoryNumber(unchecked: number), showsBarcode: barcode)
    }

    static let readerLabel = ReaderTicketLabel(card: ReaderCard(
        ticketNumber: TicketNumber(unchecked: "000123"), readerName: "Иванова Анна Сергеевна", libraryName: "Библиотека школы № 5"))
}
