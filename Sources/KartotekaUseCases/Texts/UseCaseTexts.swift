import KartotekaCore

/// The texts of the use cases: what the desk says a scan did, and refusals no area of the domain owns.
protocol UseCaseTexts: Sendable {
    var useCaseNotAllowed: String { get }
    func deskReaderAtDesk(_ name: String, ticket: TicketNumber) -> String
    func deskLent(_ inventory: InventoryNumber, title: String, due: Day) -> String
    func deskReturned(_ inventory: InventoryNumber, title: String, from holder: String) -> String
    func deskTravelsTo(_ branch: BranchCode) -> String
    func deskRenewed(_ inventory: InventoryNumber, due: Day) -> String
    func deskUnknownCode(_ text: String) -> String
    func deskReadersNamed(_ text: String, count: Int) -> String
    func deskPutOnHoldShelf(for reader: String, until: Day?) -> String
    func deskSendForHold(to branch: BranchCode, for reader: String) -> String
    var noCodeRecognised: String { get }
    func scannedReaderNotFound(_ ticket: TicketNumber) -> String
    func scannedNumberUnknown(_ number: LabelNumber) -> String
    func scannedTextUnknown(_ text: Substring) -> String
    func scannedNumberOfCopyAndReader(_ number: LabelNumber) -> String
    func scannedCopy(_ inventory: InventoryNumber, status: CopyStatus) -> String
    func scannedReader(_ ticket: TicketNumber) -> String
    var scannedBookCard: String { get }
    func scannedISBNNotCatalogued(_ isbn: ISBN) -> String
    func foundIn(_ source: String) -> String
    func scannedTitleCatalogued(_ id: TitleID) -> String
    var mailNotSetUp: String { get }
    func unknownFileKind(_ kind: String) -> String
    var noFileChosen: String { get }
}

extension Bilingual {
    /// A text of the use cases in both languages: `text` reads it from each language's catalogue.
    init(_ text: (any UseCaseTexts) -> String) {
        self.init(text, russian: RussianTexts(), english: EnglishTexts())
    }
}
