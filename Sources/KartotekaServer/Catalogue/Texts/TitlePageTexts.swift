import KartotekaCore
import KartotekaWire

/// The texts of the book pages: the catalogue list, the title card and its copies, the book and copy forms,
/// lending, the public catalogue.
protocol TitlePageTexts: Sendable {
    var newBook: String { get }
    var editBook: String { get }
    var labelsForTickedBooks: String { get }
    var duplicateSameISBN: String { get }
    var duplicateSameAuthorTitleYear: String { get }
    func addCopyToIt(_ inventory: String) -> String
    var saveAsNewTitleAnyway: String { get }
    func savedCopies(_ inventoryNumbers: [InventoryNumber]) -> String
    var copy: String { get }
    var inventoryNumber: String { get }
    func fieldsFilledFrom(_ source: String) -> String
    var lookUpTheISBN: String { get }
    var book: String { get }
    var lookingUpTheISBN: String { get }
    var foundInTemplate: String { get }
    var alreadyCataloguedAddCopy: String { get }
    var allFilter: String { get }
    var availableFilter: String { get }
    var onLoanFilter: String { get }
    var overdueFilter: String { get }
    var catalogueIsEmpty: String { get }
    var addNewBook: String { get }
    var bookSearchPlaceholder: String { get }
    var filter: String { get }
    func availableOf(_ available: Int, copies: Int) -> String
    var noCopies: String { get }
    func onLoanCount(_ count: Int) -> String
    var enterValidISBNToLookUp: String { get }
    var backToTheBook: String { get }
    var status: String { get }
    var lend: String { get }
    func deleteCopyQuestion(_ inventory: InventoryNumber) -> String
    var labelFor: String { get }
    var hasOverdueBooks: String { get }
    var lendCopy: String { get }
    var readerSearchPlaceholder: String { get }
    var findAReader: String { get }
    var orTheTicketNumber: String { get }
    var dueDateIfNotUsual: String { get }
    var copyIsOnLoan: String { get }
    var acceptReturn: String { get }
    var toTheBook: String { get }
    var changeCopyStatus: String { get }
    var noCopiesYet: String { get }
    var deleteBookQuestion: String { get }
    var backToBooks: String { get }
    var copies: String { get }
    var newCopyInventoryNumber: String { get }
    var addCopy: String { get }
    var labelsForTicked: String { get }
    func onTheShelf(_ count: Int) -> String
    func onTheShelfAt(_ places: [(name: String, count: Int)]) -> String
    var allCopiesOut: String { get }
    /// No copy of the title is in the fund (every one written off or lost): nothing to lend or reserve.
    var notInFund: String { get }
}
