import KartotekaCore
import KartotekaWire

extension EnglishTexts: CataloguingTexts {
    var kartotekaLabels: String { "Kartoteka labels" }
    var chooseWhatToLabel: String { "Choose copies or readers to print labels for." }
    var scanAlreadyCatalogued: String { "This book is already catalogued: add a copy to it below, no new record is needed." }
    var scanFoundCopy: String { "The copy was found by its label — it is marked in the list of copies." }
    var scanFoundReader: String { "The reader was found by the ticket." }
    var scanISBNNew: String { "No book with this ISBN is catalogued: fill in the form." }
    var scanISBNNotFound: String {
        "No book with this ISBN is in the catalogue, Google Books or Open Library: fill in the form from the title page."
    }
    var scanLookupFailed: String {
        "No book with this ISBN is catalogued, and Google Books and Open Library did not answer now (no connection, or the "
            + "request limit is used up): fill in the form from the title page, or scan the book later."
    }
    var scanWhatToDo: String {
        "Scan the ISBN barcode on the back of the book (it starts with 978 or 979), a QR book card, a copy’s label or a reader’s "
            + "ticket — or type the number."
    }
    func addBookNumbered(_ number: String) -> String { "Add a book with inventory number \(number)" }
    var registerReader: String { "Register a reader" }
    func openCopyNumbered(_ number: String) -> String { "Open copy \(number)" }
    func openReaderWithTicket(_ number: String) -> String { "Open the reader with ticket \(number)" }
    var copyLabelKind: String { "copy" }
    var readerLabelKind: String { "reader" }
    var chooseCopiesOrReader: String { "Tick books on the list or copies on a title card, or open a reader card." }
    var labels: String { "Labels" }
    var printingLabels: String { "Printing labels" }
    var labelStock: String { "Label stock" }
    var labelsAlreadyUsed: String { "Labels already used on the first sheet" }
    var labelOutlines: String { "Label outlines (for a test print on paper)" }
    var spineLabels: String { "Spine labels: BBK index and author sign (for the 4 × 10 stock)" }
    var openSheetToPrint: String { "Open the sheet to print" }
    var printAtActualSize: String { "Print at 100 % (“Actual size”), without margins." }
    var pointTheCamera: String { "Point the camera at an ISBN barcode, a QR book card, a copy label or a reader card." }
    var turnOnCamera: String { "Turn on the camera" }
    var lookingForCode: String { "Looking for a code…" }
    var cameraNeedsHTTPS: String {
        "The browser lets a page use the camera only over a secure address: open Kartoteka at its address starting with "
            + "https:// (the administrator knows it). Meanwhile, upload a photo of the code below, or use a USB barcode scanner."
    }
    var cameraNotAllowed: String {
        "The browser was not allowed to use the camera: allow the camera for this site (the icon left of the address, "
            + "“Camera” — “Allow”) and reload the page. Or upload a photo of the code below, or use a USB barcode scanner."
    }
    var cameraMissing: String {
        "No camera is available in this browser or on this device: upload a photo of the code below, or use a USB barcode scanner."
    }
    var photo: String { "Photo" }
    var pictureOfTheCode: String { "A picture of the code" }
    var readIt: String { "Read it" }
    var scannerOrTyping: String { "Barcode scanner or typing" }
    var isbnOrInventoryNumber: String { "ISBN, inventory or ticket number" }
    var pasteCardText: String { "Paste a QR card’s text" }
    var cardText: String { "Card text" }
    var open: String { "Open" }
}
