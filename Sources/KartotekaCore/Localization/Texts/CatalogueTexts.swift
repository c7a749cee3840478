/// The texts of the catalogue: errors about titles, copies and ISBNs, the rules of the book form, copy
/// statuses, book card warnings.
protocol CatalogueTexts: Sendable {
    func unknownCardKey(line: Int, key: String, value: String) -> String
    func cardLineWithoutColon(line: Int, text: String) -> String
    func repeatedCardKey(line: Int, key: String) -> String
    func titleNotFound(_ id: TitleID) -> String
    func copyNotFound(_ inventory: InventoryNumber) -> String
    func copyNotFound(_ inventory: InventoryNumber, lookAlike: InventoryNumber) -> String
    func barcodeNotFound(_ barcode: String) -> String
    func inventoryNumberTaken(_ inventory: InventoryNumber) -> String
    func inventoryNumberTaken(_ inventory: InventoryNumber, lookAlike: InventoryNumber) -> String
    func barcodeTaken(_ barcode: String, by inventory: InventoryNumber) -> String
    func isbnTaken(_ isbn: ISBN, by id: TitleID) -> String
    func copyInFund(_ inventory: InventoryNumber, since: Day) -> String
    func titleHasCopiesInFund(_ id: TitleID, count: Int) -> String
    func copyOnLoan(_ inventory: InventoryNumber) -> String
    func titleHasCopiesOnLoan(_ id: TitleID, count: Int) -> String
    func loanStatusSetByEditing(_ inventory: InventoryNumber) -> String
    var copyStatusRule: String { get }
    var availableStatus: String { get }
    var onLoanStatus: String { get }
    var lostStatus: String { get }
    var writtenOffStatus: String { get }
    var atBinderyStatus: String { get }
    func repeatedInventoryNumber(_ number: InventoryNumber) -> String
    func tooManyCopies(_ count: Int, maximum: Int) -> String
    var titleMissing: String { get }
    var authorSurnameMissing: String { get }
    var yearRule: String { get }
    var pagesRule: String { get }
    var languageRule: String { get }
}
