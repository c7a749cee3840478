import KartotekaCore
import KartotekaWire

extension EnglishTexts: ReaderPageTexts {
    var dueOn: String { "due" }
    var overdueLoans: String { "Overdue loans" }
    var asOf: String { "as of" }
    var ticketField: String { "Ticket" }
    var born: String { "Born" }
    var returned: String { "returned" }
    var deleteReaderQuestion: String { "Delete this reader?" }
    var backToReaders: String { "← Readers" }
    var printTicketLabel: String { "Ticket label" }
    var allReaderData: String { "All the reader’s data (JSON)" }
    var booksOnLoan: String { "Books on loan" }
    var noBooksOnLoan: String { "No books on loan." }
    var history: String { "History" }
    var newReader: String { "New reader" }
    var editReader: String { "Edit reader" }
    func readerCategoryHint(pupils: String) -> String {
        "\(pupils), учитель, сотрудник…; with a class and none given, «\(pupils)» (the pupils' category of the settings)"
    }
    var reader: String { "Reader" }
    var contactAndAddress: String { "Contact and address" }
    var noReadersYet: String { "No readers yet." }
    var addNewReader: String { "+ New reader" }
    var readerListPlaceholder: String { "Surname, ticket, phone…" }
    var recordCard: String { "Reader’s record card" }
    func recordCardHeading(_ ticket: String) -> String { "Reader’s record card No. \(ticket)" }
    var recordCardName: String { "Surname, first name, patronymic" }
    var recordCardBirth: String { "Year of birth" }
    var recordCardClass: String { "Class, category" }
    var recordCardWorkplace: String { "Place of work or study" }
    var recordCardAddress: String { "Home address" }
    var recordCardPhone: String { "Phone" }
    var recordCardRegistered: String { "Registered on" }
    var recordCardLent: String { "Lent on" }
    var recordCardInventory: String { "Inventory number" }
    var recordCardTitle: String { "Author and title" }
    var recordCardDue: String { "Due" }
    var recordCardReturned: String { "Returned" }
    var recordCardLost: String { "lost" }
    var recordCardReadingRoom: String { "in the reading room" }
}
