/// Why the reader-first desk did nothing with a scan.
public enum DeskError: KartotekaError, Equatable {
    /// A copy that is not on loan was scanned before any reader's ticket: there is nobody to lend it to.
    case ticketFirst(InventoryNumber)
    /// The copy was lent to the reader at the desk moments ago (seconds): a second scan of it —
    /// a scanner reading twice — does not take it back; a return is pressed for by hand.
    case justLent(InventoryNumber, seconds: Int)
    /// The copy was taken back moments ago (seconds): a second scan of it — a scanner reading
    /// twice — does not lend it to the reader at the desk unless the desk says so.
    case justReturned(InventoryNumber, seconds: Int)
    /// The reader holds a copy (`held`) of the title already: a second copy is lent only when the
    /// desk says so.
    case titleAlreadyHeld(InventoryNumber, held: InventoryNumber)

    /// The code of ``titleAlreadyHeld(_:held:)``, which a desk answers by sending the scan again
    /// with the second copy confirmed.
    public static let titleAlreadyHeldCode = "title_already_held"
    /// The code of ``justReturned(_:seconds:)``, which a desk answers by sending the scan again
    /// with the lend confirmed.
    public static let justReturnedCode = "copy_just_returned"

    /// How long after a loan or a return a scan of the copy for the same reader counts as a double scan.
    public static let doubleScanSeconds: Int64 = 120
    /// How long after a copy was taken back from one reader a scan of it for another counts as a
    /// scanner's double read: the next reader at the desk takes longer than this to come up.
    public static let doubleReadSeconds: Int64 = 10

    public var code: String {
        switch self {
        case .ticketFirst: "reader_ticket_first"
        case .justLent: "copy_just_lent"
        case .justReturned: Self.justReturnedCode
        case .titleAlreadyHeld: Self.titleAlreadyHeldCode
        }
    }

    public var kind: FailureKind { .conflict }

    public var message: Bilingual {
        switch self {
        case .ticketFirst(let inventory): Bilingual { $0.deskScanTicketFirst(inventory) }
        case .justLent(let inventory, let seconds): Bilingual { $0.deskJustLent(inventory, seconds: seconds) }
        case .justReturned(let inventory, let seconds): Bilingual { $0.deskJustReturned(inventory, seconds: seconds) }
        case .titleAlreadyHeld(let inventory, let held): Bilingual { $0.deskTitleAlreadyHeld(inventory, held: held) }
        }
    }
}
