/// Why the desk cannot undo a lend or a return made by mistake.
public enum UndoError: KartotekaError, Equatable {
    /// The copy was neither lent nor taken back within ``window`` seconds.
    case nothingToUndo(InventoryNumber)
    /// The lend filled the reader's hold: undone, the hold would have to be put back.
    case filledHold(InventoryNumber)
    /// Since the return the copy was set aside for a hold or set off home.
    case copyMovedOn(InventoryNumber)
    /// The loan no longer names its reader (deleted, or taken off by the anonymiser since): open
    /// again, the copy would be on loan to nobody.
    case readerGone(InventoryNumber)

    /// How long after a lend or a return the desk may undo it: a mistake noticed at once.
    public static let window: Int64 = 600

    public var code: String {
        switch self {
        case .nothingToUndo: "nothing_to_undo"
        case .filledHold: "undo_filled_hold"
        case .copyMovedOn: "undo_copy_moved_on"
        case .readerGone: "undo_reader_gone"
        }
    }

    public var kind: FailureKind { .conflict }

    public var message: Bilingual {
        switch self {
        case .nothingToUndo(let inventory): Bilingual { $0.nothingToUndo(inventory, minutes: Int(Self.window / 60)) }
        case .filledHold(let inventory): Bilingual { $0.undoFilledHold(inventory) }
        case .copyMovedOn(let inventory): Bilingual { $0.undoCopyMovedOn(inventory) }
        case .readerGone(let inventory): Bilingual { $0.undoReaderGone(inventory) }
        }
    }
}
