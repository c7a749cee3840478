import KartotekaCore
import KartotekaWire

extension EnglishTexts: TitlePageTexts {
    var newBook: String { "New book" }
    var editBook: String { "Edit book" }
    var labelsForTickedBooks: String { "Labels for the ticked books" }
    var duplicateSameISBN: String {
        "A book with this ISBN is already catalogued. Add the copy to it: the catalogue cannot hold a second record with the same ISBN."
    }
    var duplicateSameAuthorTitleYear: String {
        "A book by the same author with the same title and year is already catalogued. If this is another copy, add it to that "
            + "book; if it is another edition, save it as a new book."
    }
    func addCopyToIt(_ inventory: String) -> String {
        inventory.isEmpty ? "Add a copy to this book" : "Add copy \(inventory) to this book"
    }
    var saveAsNewTitleAnyway: String { "Save as a new book all the same" }
    func savedCopies(_ inventoryNumbers: [InventoryNumber]) -> String {
        inventoryNumbers.isEmpty ? "" : (inventoryNumbers.count == 1 ? ", copy " : ", copies ")
            + inventoryNumbers.map(\.rawValue).joined(separator: ", ")
    }
    var copy: String { "Copy" }
    var inventoryNumber: String { "Inventory number" }
    func fieldsFilledFrom(_ source: String) -> String { "The fields were filled from “\(source)” — check them before saving." }
    var lookUpTheISBN: String { "Look up the ISBN" }
    var book: String { "Book" }
    var lookingUpTheISBN: String { "Looking up the ISBN…" }
    var foundInTemplate: String { "Found in %@ — check the fields before saving." }
    var alreadyCataloguedAddCopy: String { "This book is already catalogued — add a copy" }
    var allFilter: String { "All" }
    var availableFilter: String { "Available" }
    var onLoanFilter: String { "On loan" }
    var overdueFilter: String { "Overdue" }
    var catalogueIsEmpty: String { "The catalogue has no books yet." }
    var addNewBook: String { "+ New book" }
    var bookSearchPlaceholder: String { "Title, author, ISBN, publisher…" }
    var filter: String { "Filter" }
    func availableOf(_ available: Int, copies: Int) -> String { "available: \(available) of \(copies)" }
    var noCopies: String { "no copies" }
    func onLoanCount(_ count: Int) -> String { ", on loan: \(count)" }
    var enterValidISBNToLookUp: String { "Enter a valid ISBN to look the book up." }
    var backToTheBook: String { "← Back to the book" }
    var status: String { "Status" }
    var lend: String { "Lend" }
    func deleteCopyQuestion(_ inventory: InventoryNumber) -> String { "Delete copy \(inventory)? Only a copy added by mistake today is deleted; a copy leaves the fund by an act of write-off." }
    var labelFor: String { "Label for" }
    var hasOverdueBooks: String { "has overdue books" }
    var lendCopy: String { "Lend copy" }
    var readerSearchPlaceholder: String { "Reader’s surname, ticket or phone" }
    var findAReader: String { "Find a reader" }
    var orTheTicketNumber: String { "Or the ticket number" }
    var dueDateIfNotUsual: String { "Due date (if not the usual)" }
    var copyIsOnLoan: String { "This copy is on loan" }
    var acceptReturn: String { "Take it back" }
    var toTheBook: String { "To the book" }
    var changeCopyStatus: String { "Change the copy’s status" }
    var noCopiesYet: String { "No copies." }
    var deleteBookQuestion: String { "Delete the book with all its copies?" }
    var backToBooks: String { "← Books" }
    var copies: String { "Copies" }
    var newCopyInventoryNumber: String { "New copy, inventory number" }
    var addCopy: String { "Add copy" }
    var labelsForTicked: String { "Labels for ticked" }
    func onTheShelf(_ count: Int) -> String { "on the shelf: \(count)" }
    func onTheShelfAt(_ places: [(name: String, count: Int)]) -> String {
        "at " + places.map { "\($0.name): \($0.count)" }.joined(separator: ", ")
    }
    var allCopiesOut: String { "all copies are out" }
    var notInFund: String { "not in the library's fund" }
}
