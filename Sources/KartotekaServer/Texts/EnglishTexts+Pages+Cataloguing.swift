import KartotekaCore

extension EnglishTexts: CataloguingTexts {
    var kartotekaLabels: String { "Kartoteka labels" }
    var chooseWhatToLabel: String { "Choose copies or readers to print labels for." }
    var noCodeRecognised: String { "No code was recognised." }
    func scannedCopy(_ inventory: InventoryNumber, status: CopyStatus) -> String { "Copy \(inventory): \(status.name.english)." }
    func scannedNumberUnknown(_ number: LabelNumber) -> String {
        "\(number) is neither a copy’s inventory number nor a reader’s ticket number."
    }
    func scannedNumberOfCopyAndReader(_ number: LabelNumber) -> String {
        "\(number) is both a copy’s inventory number and a reader’s ticket number: open the one you need."
    }
    func scannedReaderNotFound(_ ticket: TicketNumber) -> String { "No reader has the ticket \(ticket)." }
    func scannedReader(_ ticket: TicketNumber) -> String { "Reader with ticket \(ticket)." }
    func scannedTextUnknown(_ text: Substring) -> String { "This is neither an ISBN, a book card nor a copy label: “\(text)”." }
    var scannedBookCard: String { "A QR book card: check the fields and save." }
    func scannedISBNNotCatalogued(_ isbn: ISBN) -> String { "ISBN \(isbn.hyphenated) is not catalogued: fill in the form." }
    func foundIn(_ source: String) -> String { "Found in \(source): check the fields before saving." }
    func scannedTitleCatalogued(_ id: TitleID) -> String { "This book is already catalogued (#\(id)): add a copy to it." }
    var copyLabelKind: String { "copy" }
    var readerLabelKind: String { "reader" }
    var chooseCopiesOrReader: String { "Choose copies on a title card, or open a reader card." }
    var labels: String { "Labels" }
    var printingLabels: String { "Printing labels" }
    var labelStock: String { "Label stock" }
    var labelsAlreadyUsed: String { "Labels already used on the first sheet" }
    var labelOutlines: String { "Label outlines (for a test print on paper)" }
    var openSheetToPrint: String { "Open the sheet to print" }
    var printAtActualSize: String { "Print at 100 % (“Actual size”), without margins." }
    var pointTheCamera: String { "Point the camera at an ISBN barcode, a QR book card, a copy label or a reader card." }
    var turnOnCamera: String { "Turn on the camera" }
    var lookingForCode: String { "Looking for a code…" }
    var cameraUnavailable: String { "The camera is not available — upload a photo below." }
    var photo: String { "Photo" }
    var pictureOfTheCode: String { "A picture of the code" }
    var readIt: String { "Read it" }
    var scannerOrTyping: String { "Barcode scanner or typing" }
    var isbnOrInventoryNumber: String { "ISBN, inventory or ticket number" }
    var pasteCardText: String { "Paste a QR card’s text" }
    var cardText: String { "Card text" }
    var open: String { "Open" }
}
