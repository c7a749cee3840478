import KartotekaCore

extension EnglishTexts: BookCommandTexts {
    var bookAddSummary: String { "catalogue a book from a QR card (--card) and/or fields, with its first copy" }
    var bookAddDetails: String {
        "Field options override the card. If a title with the same ISBN exists, the copy is added to it.\nExample: kartoteka book add --card card.txt --inventory 12345"
    }
    var cardFileHelp: String { "file with the QR card text (- for standard input)" }
    var requiredInventoryHelp: String { "inventory number of the copy (required)" }
    func copyAddedToCataloguedISBN(_ id: Int64, copy: String) -> String {
        "This ISBN is already catalogued (#\(id)); copy \(copy) was added to it."
    }
    func bookSaved(_ id: Int64, copy: String) -> String { "Book saved: #\(id), copy \(copy)." }
    var bookDeleteSummary: String { "delete a title (--id: with all copies; --inventory: one copy, and the title with its last copy)" }
    func copyAndTitleDeleted(_ inventory: InventoryNumber, title: TitleID) -> String { "Copy \(inventory) and title #\(title) deleted." }
    func titleDeleted(_ id: TitleID) -> String { "Title #\(id) deleted." }
    var bookEditSummary: String { "change a title’s description (the fields given; an empty value clears a field)" }
    var bookListSummary: String { "titles by author and title" }
    var bookSearchSummary: String { "search titles by words in any form, ISBN, inventory number, BBK/UDC class, author sign" }
    func didYouMean(_ suggestion: String) -> String { "Did you mean: \(suggestion)" }
    func resultsShownFor(_ suggestion: String, typed: String) -> String {
        "Nothing was found for “\(typed)”; showing the results for “\(suggestion)”:"
    }
    var bookDescriptionSummary: String { "a title's description by ГОСТ Р 7.0.100-2018 and its catalogue cards" }
    var bookShowSummary: String { "a title card with all its copies" }
    var filterHelp: String { "which titles to show" }
    var filterChoices: String { "all, available, on-loan or overdue." }
    var titleIDHelp: String { "catalogue number of the title" }
    var inventoryOfACopyHelp: String { "inventory number of a copy" }
}
