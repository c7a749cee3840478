import KartotekaCore

/// The texts of the copy commands.
protocol CopyCommandTexts: Sendable {
    var copyAddSummary: String { get }
    var titleISBNHelp: String { get }
    var titleNumberHelp: String { get }
    var newCopyInventoryHelp: String { get }
    func isbnNotCatalogued(_ isbn: ISBN) -> String
    func copyAddedToTitle(_ inventory: String, title: TitleID) -> String
    var copyDeleteSummary: String { get }
    var copyEditSummary: String { get }
    var newInventoryHelp: String { get }
    var copyStatusHelp: String { get }
    func copySaved(_ inventory: String, status: Bilingual) -> String
    var inventoryOfTheCopyHelp: String { get }
}
