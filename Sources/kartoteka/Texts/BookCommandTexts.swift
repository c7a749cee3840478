import KartotekaCore

/// The texts of the book commands.
protocol BookCommandTexts: Sendable {
    var bookAddSummary: String { get }
    var bookAddDetails: String { get }
    var cardFileHelp: String { get }
    var requiredInventoryHelp: String { get }
    func copyAddedToCataloguedISBN(_ id: Int64, copy: String) -> String
    func bookSaved(_ id: Int64, copy: String) -> String
    var bookDeleteSummary: String { get }
    func copyAndTitleDeleted(_ inventory: InventoryNumber, title: TitleID) -> String
    func titleDeleted(_ id: TitleID) -> String
    var bookEditSummary: String { get }
    var bookListSummary: String { get }
    var bookSearchSummary: String { get }
    /// A nearer spelling of the words searched, offered.
    func didYouMean(_ suggestion: String) -> String
    /// The titles of a nearer spelling, shown as the words typed found none.
    func resultsShownFor(_ suggestion: String, typed: String) -> String
    var bookShowSummary: String { get }
    var bookDescriptionSummary: String { get }
    var filterHelp: String { get }
    var filterChoices: String { get }
    var titleIDHelp: String { get }
    var inventoryOfACopyHelp: String { get }
}
