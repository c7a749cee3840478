import KartotekaCore
import KartotekaWire

/// The texts of the reader pages: the list, the reader card, the reader form, the overdue list.
protocol ReaderPageTexts: Sendable {
    var dueOn: String { get }
    var overdueLoans: String { get }
    var asOf: String { get }
    var ticketField: String { get }
    var born: String { get }
    var returned: String { get }
    var deleteReaderQuestion: String { get }
    var backToReaders: String { get }
    var printTicketLabel: String { get }
    var allReaderData: String { get }
    var booksOnLoan: String { get }
    var noBooksOnLoan: String { get }
    var history: String { get }
    var newReader: String { get }
    var editReader: String { get }
    func readerCategoryHint(pupils: String) -> String
    var reader: String { get }
    var contactAndAddress: String { get }
    var noReadersYet: String { get }
    var addNewReader: String { get }
    var readerListPlaceholder: String { get }
    var recordCard: String { get }
    func recordCardHeading(_ ticket: String) -> String
    var recordCardName: String { get }
    var recordCardBirth: String { get }
    var recordCardClass: String { get }
    var recordCardWorkplace: String { get }
    var recordCardAddress: String { get }
    var recordCardPhone: String { get }
    var recordCardRegistered: String { get }
    var recordCardLent: String { get }
    var recordCardInventory: String { get }
    var recordCardTitle: String { get }
    var recordCardDue: String { get }
    var recordCardReturned: String { get }
    var recordCardLost: String { get }
    var recordCardReadingRoom: String { get }
}
