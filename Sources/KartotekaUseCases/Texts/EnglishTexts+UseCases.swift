import KartotekaCore

extension EnglishTexts: UseCaseTexts {
    var useCaseNotAllowed: String { "Your account may not do this. Ask the library's administrator." }
    func deskReaderAtDesk(_ name: String, ticket: TicketNumber) -> String { "Reader: \(name), ticket \(ticket)." }
    func deskLent(_ inventory: InventoryNumber, title: String, due: Day) -> String { "Lent: \(inventory) \(title), due \(due.isoText)." }
    func deskReturned(_ inventory: InventoryNumber, title: String, from holder: String) -> String {
        "Taken back: \(inventory) \(title), from reader \(holder)."
    }
    func deskTravelsTo(_ branch: BranchCode) -> String { "Set it aside: it travels home to the branch \(branch)." }
    func deskRenewed(_ inventory: InventoryNumber, due: Day) -> String { "Renewed: \(inventory), due \(due.isoText)." }
    func deskUnknownCode(_ text: String) -> String {
        "“\(text)” is neither a reader ticket nor a copy of the library. Check the number, or catalogue the book."
    }
    func deskReadersNamed(_ text: String, count: Int) -> String {
        "“\(text)”: \(count) \(count == 1 ? "reader" : "readers") of that name — choose who is at the desk."
    }
    func deskPutOnHoldShelf(for reader: String, until: Day?) -> String {
        "Put it on the hold shelf: reserved for \(reader)" + (until.map { " until \($0.isoText)" } ?? "") + "."
    }
    func deskSendForHold(to branch: BranchCode, for reader: String) -> String {
        "Set it aside: reserved for \(reader), it travels to the pickup branch \(branch)."
    }
    var noCodeRecognised: String { "No code was recognised." }
    func scannedReaderNotFound(_ ticket: TicketNumber) -> String {
        "No reader has the ticket \(ticket): check the ticket, or register the reader."
    }
    func scannedNumberUnknown(_ number: LabelNumber) -> String {
        "Kartoteka does not know the code “\(number)”: no copy has this inventory number, and no reader this ticket."
    }
    func scannedTextUnknown(_ text: Substring) -> String {
        "Kartoteka does not know this code: “\(text)” is not a book’s ISBN, a QR book card, or a copy’s or reader’s label."
    }
    func scannedNumberOfCopyAndReader(_ number: LabelNumber) -> String {
        "\(number) is both a copy’s inventory number and a reader’s ticket number: open the one you need."
    }
    func scannedCopy(_ inventory: InventoryNumber, status: CopyStatus) -> String { "Copy \(inventory): \(status.name.english)." }
    func scannedReader(_ ticket: TicketNumber) -> String { "Reader with ticket \(ticket)." }
    var scannedBookCard: String { "A QR book card: check the fields and save." }
    func scannedISBNNotCatalogued(_ isbn: ISBN) -> String { "ISBN \(isbn.hyphenated) is not catalogued: fill in the form." }
    func foundIn(_ source: String) -> String { "Found in \(source): check the fields before saving." }
    func scannedTitleCatalogued(_ id: TitleID) -> String { "This book is already catalogued (#\(id)): add a copy to it." }
    var mailNotSetUp: String { "E-mail is not set up: enter the mail server in the settings (IRBIS exchange section)." }
    func unknownFileKind(_ kind: String) -> String { "Unknown kind of file “\(kind)”: irbis-text, irbis-iso or rusmarc-iso." }
    var noFileChosen: String { "No file was chosen, or it is empty." }
}
