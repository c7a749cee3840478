import KartotekaCore
import KartotekaWire

/// The texts of the reader-first desk: the page, what each scan did, the reader panel.
protocol DeskPageTexts: Sendable {
    var desk: String { get }
    var deskTileNote: String { get }
    var deskCodeMissing: String { get }
    var deskHint: String { get }
    var deskCodeLabel: String { get }
    var deskCodePlaceholder: String { get }
    var deskCameraHint: String { get }
    var deskScansNotDone: String { get }
    var deskNoAnswer: String { get }
    var deskCameraUnavailable: String { get }
    var nextReader: String { get }
    var readerCard: String { get }
    var holdsWaiting: String { get }
    var holdsQueued: String { get }
    var mayNotBorrow: String { get }
    var deskReadersFound: String { get }
    var noReaderAtDesk: String { get }
    func schoolClassShort(_ schoolClass: String) -> String
    func graduateOf(_ schoolClass: String) -> String
    var recordLost: String { get }
    var recordLostQuestion: String { get }
    var undoMistake: String { get }
    var lendSecondCopy: String { get }
    var lendAgain: String { get }
    func deskLendUndone(_ inventory: InventoryNumber) -> String
    func deskReturnUndone(_ inventory: InventoryNumber) -> String
}
