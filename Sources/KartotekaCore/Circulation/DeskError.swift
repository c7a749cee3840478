/// Why the reader-first desk did nothing with a scan.
public enum DeskError: KartotekaError, Equatable {
    /// A copy that is not on loan was scanned before any reader's ticket: there is nobody to lend it to.
    case ticketFirst(InventoryNumber)

    public var code: String {
        switch self {
        case .ticketFirst: "reader_ticket_first"
        }
    }

    public var kind: FailureKind { .conflict }

    public var message: Bilingual {
        switch self {
        case .ticketFirst(let inventory): Bilingual { $0.deskScanTicketFirst(inventory) }
        }
    }
}
