/// Why a change to the readers was refused.
public enum ReaderError: KartotekaError, Equatable {
    /// No reader has this ticket number.
    case readerNotFound(TicketNumber)
    /// Another reader already has this ticket number.
    case ticketNumberTaken(TicketNumber)
    /// Another reader already has this phone; the refusal names that reader, as staff need to know.
    case phoneTaken(PhoneNumber, byTicket: TicketNumber, name: String)
    /// The reader still holds books, so the record cannot be deleted.
    case readerHasOpenLoans(TicketNumber, count: Int)

    public var code: String {
        switch self {
        case .readerNotFound: "reader_not_found"
        case .ticketNumberTaken: "ticket_number_taken"
        case .phoneTaken: "phone_taken"
        case .readerHasOpenLoans: "reader_has_open_loans"
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
            Bilingual(ru: "Читатель с билетом \(ticket) не найден.", en: "No reader has the ticket number \(ticket).")
        case .ticketNumberTaken(let ticket):
            Bilingual(ru: "Читательский билет \(ticket) уже выдан другому читателю. Укажите другой номер.",
                      en: "The reader ticket \(ticket) already belongs to another reader. Enter a different number.")
        case .phoneTaken(let phone, let ticket, let name):
            Bilingual(ru: "Телефон \(phone) уже записан у читателя \(name) (билет \(ticket)). Укажите другой телефон.",
                      en: "The phone \(phone) is already recorded for reader \(name) (ticket \(ticket)). Enter a different phone.")
        case .readerHasOpenLoans(let ticket, let count):
            Bilingual(ru: "Читателя с билетом \(ticket) нельзя удалить: у него книг на руках — \(count).",
                      en: "The reader with ticket \(ticket) cannot be deleted: they still hold \(count) book(s).")
        }
    }
}
