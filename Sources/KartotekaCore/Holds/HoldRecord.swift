import Foundation

/// A reader's hold (reservation) of a title, or of one copy of it, to be picked up at a branch.
/// Holds on a title form a queue in the order they were placed; when a copy comes back it is set
/// aside for the first in the queue.
public struct HoldRecord: Sendable, Hashable {
    /// The hold's id.
    public let id: HoldID
    /// The title held.
    public var titleID: TitleID
    /// `Лермонтов М. Ю. Герой нашего времени`.
    public var titleDescription: String
    /// The reader.
    public var ticketNumber: TicketNumber
    /// `Иванов И. И.`.
    public var readerName: String
    /// The one copy asked for, when the hold is of a copy rather than of any copy of the title.
    public var wantedCopy: InventoryNumber?
    /// The copy set aside for the reader, while it travels or waits (and the one collected).
    public var copy: InventoryNumber?
    /// The branch the reader picks the book up at.
    public var pickupBranch: BranchCode
    /// Where it stands.
    public var state: HoldState
    /// The place in the title's queue (1: next), while queued.
    public var position: Int?
    /// When it was placed.
    public var placedAt: Date
    /// The account that placed it (`nil`: the command line, or the reader).
    public var placedBy: String?
    /// Whether the reader placed it themselves, in the self-service catalogue.
    public var placedByReader: Bool
    /// The last day the reader may collect the copy waiting on the shelf.
    public var pickupBy: Day?
    /// When it was collected, expired or cancelled.
    public var endedAt: Date?

    /// Creates a record.
    public init(id: HoldID, titleID: TitleID, titleDescription: String, ticketNumber: TicketNumber, readerName: String,
                wantedCopy: InventoryNumber?, copy: InventoryNumber?, pickupBranch: BranchCode, state: HoldState, position: Int?,
                placedAt: Date, placedBy: String?, placedByReader: Bool, pickupBy: Day?, endedAt: Date?) {
        self.id = id
        self.titleID = titleID
        self.titleDescription = titleDescription
        self.ticketNumber = ticketNumber
        self.readerName = readerName
        self.wantedCopy = wantedCopy
        self.copy = copy
        self.pickupBranch = pickupBranch
        self.state = state
        self.position = position
        self.placedAt = placedAt
        self.placedBy = placedBy
        self.placedByReader = placedByReader
        self.pickupBy = pickupBy
        self.endedAt = endedAt
    }

    /// Where the hold stands, in a sentence: «в очереди: 2-й», «ждёт на полке в Ф2 до 22.01.2024».
    public var standing: Bilingual {
        switch state {
        case .queued: Bilingual { $0.holdInQueue(position: position ?? 1) }
        case .inTransit: Bilingual { $0.holdTravelling(copy: copy, to: pickupBranch) }
        case .waiting: Bilingual { $0.holdOnShelf(copy: copy, at: pickupBranch, until: pickupBy) }
        default: state.name
        }
    }
}
