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
    var reader: String { "Reader" }
    var readerTicketNumber: String { "Reader ticket number" }
    var surname: String { "Surname" }
    var firstName: String { "First name" }
    var patronymic: String { "Patronymic" }
    var birthDateOrYear: String { "Birth date or year" }
    var birthExample: String { "1990 or 1990-05-17" }
    var categoryExamples: String { "student, teacher, pupil…" }
    var placeOfWorkOrStudy: String { "Place of work or study" }
    var contactAndAddress: String { "Contact and address" }
    var emailAddress: String { "E-mail" }
    var postcode: String { "Postcode" }
    var street: String { "Street" }
    var house: String { "House" }
    var flat: String { "Flat" }
    var registeredOn: String { "Registered on" }
    var noReadersYet: String { "No readers yet." }
    var addNewReader: String { "+ New reader" }
    var readerListPlaceholder: String { "Surname, ticket, phone…" }
}
