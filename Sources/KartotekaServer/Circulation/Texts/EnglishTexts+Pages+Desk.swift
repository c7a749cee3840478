import KartotekaCore
import KartotekaWire

extension EnglishTexts: DeskPageTexts {
    var undoMistake: String { "Undo (a mistake)" }
    var lendSecondCopy: String { "Lend a second copy" }
    var lendAgain: String { "Lend it again" }
    func deskLendUndone(_ inventory: InventoryNumber) -> String { "Lending \(inventory) undone — as if it had never been." }
    func deskReturnUndone(_ inventory: InventoryNumber) -> String { "Return of \(inventory) undone: the book is out with the reader again." }
    var desk: String { "Desk" }
    var deskTileNote: String { "a reader's ticket, then books: lend, take back, renew" }
    var deskCodeMissing: String { "Scan or type a code." }
    var deskHint: String {
        "Scan the reader's ticket, then the books one after another: a book on loan is taken back, any other is lent to the reader."
    }
    var deskCodeLabel: String { "Ticket or book" }
    var deskCodePlaceholder: String { "Reader ticket, reader surname, inventory number or barcode" }
    var deskCameraHint: String { "Or point the phone's camera at a ticket or a book's label." }
    var deskScansNotDone: String { "Not done, scan again:" }
    var deskNoAnswer: String { "the server did not answer — check the connection." }
    var deskCameraUnavailable: String { "The camera is not available — use the scanner or type the number." }
    var nextReader: String { "Next reader" }
    var readerCard: String { "Reader card" }
    var holdsWaiting: String { "Holds waiting on the shelf" }
    var holdsQueued: String { "Holds in the queue" }
    var mayNotBorrow: String { "May not borrow" }
    var deskReadersFound: String { "Readers of that name — choose one" }
    var noReaderAtDesk: String { "No reader yet: scan their ticket." }
    func schoolClassShort(_ schoolClass: String) -> String { "class \(schoolClass)" }
    func graduateOf(_ schoolClass: String) -> String { "left school (\(schoolClass))" }
    var recordLost: String { "Lost" }
    var recordLostQuestion: String { "Record the book as lost by the reader? The loan ends, and the reader may not borrow until the loss is made good." }
}
