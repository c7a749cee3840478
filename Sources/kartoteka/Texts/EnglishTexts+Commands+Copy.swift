import KartotekaCore

extension EnglishTexts: CopyCommandTexts {
    var copyAddSummary: String { "add a copy to a title found by ISBN or number" }
    var titleISBNHelp: String { "the title’s ISBN" }
    var titleNumberHelp: String { "the title’s catalogue number" }
    var newCopyInventoryHelp: String { "inventory number of the new copy" }
    func isbnNotCatalogued(_ isbn: ISBN) -> String { "No title has ISBN \(isbn.hyphenated). Catalogue it first: kartoteka book add." }
    func copyAddedToTitle(_ inventory: String, title: TitleID) -> String { "Copy \(inventory) added to title #\(title)." }
    var copyDeleteSummary: String { "delete a copy (not while on loan)" }
    var copyEditSummary: String { "change a copy (place, price, barcode, status, number)" }
    var newInventoryHelp: String { "new inventory number" }
    var copyStatusHelp: String { "copy status" }
    func copySaved(_ inventory: String, status: Bilingual) -> String { "Copy \(inventory) saved (\(status.english))." }
    var inventoryOfTheCopyHelp: String { "inventory number of the copy" }
}
