extension EnglishTexts: CatalogueTexts {
    func unknownCardKey(line: Int, key: String, value: String) -> String {
        "Line \(line): unknown field “\(key)” (its value “\(value)” was not used)."
    }
    func cardLineWithoutColon(line: Int, text: String) -> String { "Line \(line): no colon between field and value: “\(text)”." }
    func repeatedCardKey(line: Int, key: String) -> String { "Line \(line): the field “\(key)” is repeated; the last value is used." }
    func titleNotFound(_ id: TitleID) -> String { "Title #\(id) is not in the catalogue." }
    func copyNotFound(_ inventory: InventoryNumber) -> String { "No copy has the inventory number \(inventory)." }
    func copyNotFound(_ inventory: InventoryNumber, lookAlike: InventoryNumber) -> String {
        "No copy has the inventory number \(inventory) as typed, but copy \(lookAlike) prints the same with its letters in the other "
            + "alphabet (Latin or Cyrillic): check the keyboard layout and type it again."
    }
    func barcodeNotFound(_ barcode: String) -> String { "No copy has the barcode \(barcode)." }
    func inventoryNumberTaken(_ inventory: InventoryNumber) -> String {
        "The inventory number \(inventory) is already used by another copy. Enter a different one."
    }
    func inventoryNumberTaken(_ inventory: InventoryNumber, lookAlike: InventoryNumber) -> String {
        "The inventory number \(inventory) prints the same as \(lookAlike), which another copy has: the same letters in the other "
            + "alphabet (Latin or Cyrillic). Choose another number, or check the keyboard layout."
    }
    func barcodeTaken(_ barcode: String, by inventory: InventoryNumber) -> String { "The barcode \(barcode) already belongs to copy \(inventory)." }
    func isbnTaken(_ isbn: ISBN, by id: TitleID) -> String {
        "A title with ISBN \(isbn.hyphenated) is already catalogued (#\(id)). Add a copy to it instead."
    }
    func copyInFund(_ inventory: InventoryNumber, since: Day) -> String {
        "Copy \(inventory) has been in the fund since \(since.text(in: .english)): only a copy added by mistake today can be deleted. "
            + "It leaves the fund by an act of write-off (Accounts → Write-off acts), recorded in the summary book."
    }
    func titleHasCopiesInFund(_ id: TitleID, count: Int) -> String {
        "Title No. \(id) has \(count) copies in the fund added before today: it cannot be deleted. Write them off by an act (Accounts → Write-off acts)."
    }
    func copyOnLoan(_ inventory: InventoryNumber) -> String { "Copy \(inventory) is on loan now. Return it first." }
    func titleHasCopiesOnLoan(_ id: TitleID, count: Int) -> String {
        "Title #\(id) cannot be deleted: \(count) of its copies \(count == 1 ? "is" : "are") on loan. Return \(count == 1 ? "it" : "them") first."
    }
    func loanStatusSetByEditing(_ inventory: InventoryNumber) -> String { "Copy \(inventory) goes on and off loan only by lending and returning it." }
    var copyStatusRule: String { "The copy status is available, on_loan, lost, written_off or bindery." }
    var availableStatus: String { "available" }
    var onLoanStatus: String { "on loan" }
    var lostStatus: String { "lost" }
    var writtenOffStatus: String { "written off" }
    var atBinderyStatus: String { "at the bindery" }
    func repeatedInventoryNumber(_ number: InventoryNumber) -> String { "The inventory number \(number) is repeated." }
    func tooManyCopies(_ count: Int, maximum: Int) -> String {
        "At most \(maximum) copies can be added at once, and there are \(count). Add the book with \(maximum) copies or fewer, then the rest in further steps of at most \(maximum) each."
    }
    var titleMissing: String { "Enter the book’s title." }
    var authorSurnameMissing: String { "Enter the author’s surname (or clear the initials)." }
    var yearRule: String { "The year is four digits, for example 2018." }
    var pagesRule: String { "Pages must be a whole number from 1 to 99999." }
    var languageRule: String { "The language is a three-letter code, for example rus or eng." }
}
