import Foundation
import KartotekaClient
import KartotekaCore

/// Cataloguing from the desk: scanning pictures, looking ISBNs up, label sheets.
protocol CataloguingDesk: Sendable {
    /// The codes in a picture (PNG, JPEG) and where they lead.
    func scan(_ image: Data) throws -> ScanReport
    /// What the book metadata providers know about an ISBN.
    func lookUp(_ isbn: ISBN) throws -> LookupReport
    /// A printable HTML sheet of labels: copies first, then reader tickets.
    func labelSheet(copies: [InventoryNumber], readers: [TicketNumber], layout: LabelLayout, start: Int, spines: Bool) throws -> String
}
