import KartotekaCore
import KartotekaWire

/// The texts of scanning and label printing: the scan page, what a scan leads to, the label sheet form.
protocol CataloguingTexts: Sendable {
    /// The title of a label sheet the server prints (sheets are in Russian).
    var kartotekaLabels: String { get }
    var chooseWhatToLabel: String { get }
    var scanAlreadyCatalogued: String { get }
    var scanFoundCopy: String { get }
    var scanFoundReader: String { get }
    var scanISBNNew: String { get }
    var scanISBNNotFound: String { get }
    var scanLookupFailed: String { get }
    var scanWhatToDo: String { get }
    func addBookNumbered(_ number: String) -> String
    var registerReader: String { get }
    func openCopyNumbered(_ number: String) -> String
    func openReaderWithTicket(_ number: String) -> String
    var copyLabelKind: String { get }
    var readerLabelKind: String { get }
    var chooseCopiesOrReader: String { get }
    var labels: String { get }
    var printingLabels: String { get }
    var labelStock: String { get }
    var labelsAlreadyUsed: String { get }
    var labelOutlines: String { get }
    var spineLabels: String { get }
    var openSheetToPrint: String { get }
    var printAtActualSize: String { get }
    var pointTheCamera: String { get }
    var turnOnCamera: String { get }
    var lookingForCode: String { get }
    var cameraNeedsHTTPS: String { get }
    var cameraNotAllowed: String { get }
    var cameraMissing: String { get }
    var photo: String { get }
    var pictureOfTheCode: String { get }
    var readIt: String { get }
    var scannerOrTyping: String { get }
    var isbnOrInventoryNumber: String { get }
    var pasteCardText: String { get }
    var cardText: String { get }
    var open: String { get }
}
