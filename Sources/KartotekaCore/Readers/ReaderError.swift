/// Why a change to the readers was refused.
public enum ReaderError: KartotekaError, Equatable {
    /// No reader has this ticket number.
    case readerNotFound(TicketNumber)
    /// Another reader already has this ticket number.
    case ticketNumberTaken(TicketNumber)
    /// The reader still holds books, so the record cannot be deleted.
    case readerHasOpenLoans(TicketNumber, count: Int)
    /// The reader owes for lost books not settled, so the record cannot be deleted.
    case readerOwesForLosses(TicketNumber, count: Int)

    public var code: String {
        switch self {
        case .readerNotFound: "reader_not_found"
        case .ticketNumberTaken: "ticket_number_taken"
        case .readerHasOpenLoans: "reader_has_open_loans"
        case .readerOwesForLosses: "reader_owes_for_losses"
        }
    }

    public var kind: FailureKind {
        switch self {
        case .readerNotFound: .notFound
        default: .conflict
        }
    }

    public var message: Bilingual {
        switch self {
        case .readerNotFound(let ticket):
            Bilingual { $0.readerNotFound(ticket) }
        case .ticketNumberTaken(let ticket):
            Bilingual { $0.ticketNumberTaken(ticket) }
        case .readerHasOpenLoans(let ticket, let count):
            Bilingual { $0.readerHasOpenLoans(ticket, count: count) }
        case .readerOwesForLosses(let ticket, let count):
            Bilingual { $0.readerOwesForLosses(ticket, count: count) }
        }
    }
}
