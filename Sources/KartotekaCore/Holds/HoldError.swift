/// Why a hold cannot be placed or cancelled as asked.
public enum HoldError: KartotekaError, Equatable {
    /// The most holds in force one reader may have: a reader (or a script signed in as one)
    /// cannot queue up the whole catalogue.
    public static let maximumPerReader = 20

    /// The title has no copies at all.
    case titleHasNoCopies(String)
    /// Every copy of the title is lost, written off or at the bindery.
    case noLendableCopies(String)
    /// The loan rules lend the title to this reader in the reading room only: there is nothing to
    /// set aside for them to take home.
    case readingRoomOnly(String)
    /// The title is marked 18+ (or is a foreign agents' publication) and the reader is under 18.
    case adultOnly(String, age: Int)
    /// The one copy asked for cannot be lent (lost, written off, at the bindery).
    case copyNotHoldable(InventoryNumber, CopyStatus)
    /// The reader holds the title already (in the queue, or a copy set aside).
    case alreadyHeld(TicketNumber, title: String, standing: Bilingual)
    /// The reader has a copy of the title on loan now.
    case alreadyBorrowed(TicketNumber, title: String)
    /// The reader may not borrow now, so may not reserve either.
    case readerBlocked(TicketNumber, [ReaderBlock])
    /// The reader has as many holds in force as a reader may (``maximumPerReader``).
    case tooManyHolds(TicketNumber, limit: Int)
    /// No hold has this id (or it is another reader's).
    case holdNotFound(HoldID)
    /// The hold ended already (collected, expired or cancelled).
    case holdEnded(HoldID, HoldState)
    /// The copy is set aside for a reader's hold (on the hold shelf, or on its way to them): it is
    /// not sent elsewhere, taken out of circulation or deleted under them.
    case copySetAside(InventoryNumber)
    /// A reader's hold in the queue asks for this very copy: it is not deleted under them.
    case copyWanted(InventoryNumber)

    public var code: String {
        switch self {
        case .titleHasNoCopies: "hold_title_has_no_copies"
        case .noLendableCopies: "hold_no_lendable_copies"
        case .readingRoomOnly: "hold_reading_room_only"
        case .adultOnly: "hold_adult_only"
        case .copyNotHoldable: "hold_copy_not_lendable"
        case .alreadyHeld: "hold_already_placed"
        case .alreadyBorrowed: "hold_title_on_loan_to_reader"
        case .readerBlocked: "reader_blocked"
        case .tooManyHolds: "hold_limit_reached"
        case .holdNotFound: "hold_not_found"
        case .holdEnded: "hold_ended"
        case .copySetAside: "copy_set_aside_for_hold"
        case .copyWanted: "copy_wanted_by_hold"
        }
    }

    public var kind: FailureKind {
        switch self {
        case .holdNotFound: .notFound
        default: .conflict
        }
    }

    public var message: Bilingual {
        switch self {
        case .titleHasNoCopies(let title): Bilingual { $0.holdTitleHasNoCopies(title) }
        case .noLendableCopies(let title): Bilingual { $0.holdNoLendableCopies(title) }
        case .readingRoomOnly(let title): Bilingual { $0.holdReadingRoomOnly(title) }
        case .adultOnly(let title, let age): Bilingual { $0.holdAdultOnly(title, age: age) }
        case .copyNotHoldable(let inventory, let status): Bilingual { $0.holdCopyNotLendable(inventory, status: status) }
        case .alreadyHeld(let ticket, let title, let standing): Bilingual { $0.holdAlreadyPlaced(ticket, title: title, standing: standing) }
        case .alreadyBorrowed(let ticket, let title): Bilingual { $0.holdTitleOnLoanToReader(ticket, title: title) }
        case .readerBlocked(let ticket, let blocks):
            Bilingual { $0.holdReaderBlocked(ticket, reasons: blocks.map(\.reason), remedies: blocks.map(\.remedy)) }
        case .tooManyHolds(let ticket, let limit): Bilingual { $0.holdLimitReached(ticket, limit: limit) }
        case .holdNotFound(let id): Bilingual { $0.holdNotFound(id) }
        case .holdEnded(let id, let state): Bilingual { $0.holdAlreadyEnded(id, state: state.name) }
        case .copySetAside(let inventory): Bilingual { $0.copySetAsideForHold(inventory) }
        case .copyWanted(let inventory): Bilingual { $0.copyWantedByHold(inventory) }
        }
    }

    /// What the reader is told when they place a hold themselves: a block's reasons and what
    /// they can do about it, not the librarian's instructions; otherwise the message.
    public var toTheReader: Bilingual {
        guard case .readerBlocked(let ticket, let blocks) = self else { return message }
        return Bilingual { $0.holdReaderBlocked(ticket, reasons: blocks.map(\.reason), remedies: blocks.map(\.readerRemedy)) }
    }
}
