import Foundation

/// Which records an IRBIS export holds and how the file is written, for
/// ``KartotekaClient/export(_:)`` and ``KartotekaClient/mailExport(_:to:)``.
///
/// One narrowing applies, in this order: ``changedSince``; for readers ``ticketNumber``, then
/// ``query``; for titles ``titleID``, then ``inventoryNumber``, then ``query`` with
/// ``availability``. Nothing narrowing it exports every record of the kind.
///
/// ```swift
/// let file = try await client.export(.title(7, format: .iso2709))
/// try file.bytes.write(to: folder.appendingPathComponent(file.fileName))
/// ```
public struct ExportRequest: Sendable, Hashable {
    /// The kind of records.
    public enum Records: String, Sendable, Hashable, CaseIterable {
        /// Catalogue records: titles with their copies.
        case titles
        /// Reader records, with their open loans.
        case readers
    }

    /// Titles or readers.
    public var records: Records
    /// Only this title.
    public var titleID: Int64?
    /// Only the title of this copy.
    public var inventoryNumber: InventoryNumber?
    /// Only this reader.
    public var ticketNumber: TicketNumber?
    /// Only records changed since this day.
    public var changedSince: Day?
    /// Only records matching these words (as the title and reader lists match them).
    public var query: String?
    /// With ``query``: only titles with a copy available, on loan or overdue.
    public var availability: Availability?
    /// Plain text (the default) or ISO 2709.
    public var format: IRBISFileFormat
    /// The file's encoding; the library's setting when `nil`.
    public var encoding: IRBISEncoding?

    /// Creates a request; by default the whole catalogue as IRBIS plain text.
    public init(records: Records = .titles, titleID: Int64? = nil, inventoryNumber: InventoryNumber? = nil,
                ticketNumber: TicketNumber? = nil, changedSince: Day? = nil, query: String? = nil, availability: Availability? = nil,
                format: IRBISFileFormat = .text, encoding: IRBISEncoding? = nil) {
        self.records = records
        self.titleID = titleID
        self.inventoryNumber = inventoryNumber
        self.ticketNumber = ticketNumber
        self.changedSince = changedSince
        self.query = query
        self.availability = availability
        self.format = format
        self.encoding = encoding
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
