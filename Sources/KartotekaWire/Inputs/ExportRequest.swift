import Foundation

extension ExportRequest {
    /// The kind of records.
    public enum Records: String, Sendable, Hashable, CaseIterable {
        /// Catalogue records: titles with their copies.
        case titles
        /// Reader records, with their open loans.
        case readers
    }

    /// One title with its copies.
    public static func title(_ id: Int64, format: IRBISFileFormat = .text, encoding: IRBISEncoding? = nil) -> ExportRequest {
        ExportRequest(titleID: id, format: format, encoding: encoding)
    }

    /// One reader with their open loans.
    public static func reader(_ ticketNumber: TicketNumber, format: IRBISFileFormat = .text, encoding: IRBISEncoding? = nil) -> ExportRequest {
        ExportRequest(records: .readers, ticketNumber: ticketNumber, format: format, encoding: encoding)
    }

    /// The request as the query of `GET /api/v1/export` (and, by the same names, the body of its mail).
    public var items: [QueryItem] {
        let route = Routes.Exchange.self
        return [
            route.what.item(records), route.id.item(titleID.map(TitleID.init)), route.inventory.item(inventoryNumber),
            route.ticket.item(ticketNumber), route.since.item(changedSince), QueryParameters.words.item(query),
            route.availability.item(availability), route.format.item(format), route.encoding.item(encoding),
        ].compactMap { $0 }
    }
}
