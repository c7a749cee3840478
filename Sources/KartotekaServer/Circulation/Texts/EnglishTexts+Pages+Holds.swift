import KartotekaCore
import KartotekaWire

extension EnglishTexts: HoldPageTexts {
    var holds: String { "Holds" }
    var holdsTileNote: String { "the hold shelf and the queues of reserved books" }
    var holdShelf: String { "On the hold shelf and on their way" }
    var holdQueues: String { "Waiting for a copy" }
    var noHolds: String { "No holds." }
    var placeHold: String { "Reserve" }
    var holdForReader: String { "Reserve for reader (ticket)" }
    var pickupBranchField: String { "Collect at" }
    var cancelHold: String { "Cancel hold" }
    var cancelHoldQuestion: String { "Cancel this hold? A copy set aside for it goes to the next reader in the queue." }
    var placedByReaderMark: String { "(placed by the reader)" }
    var holdPlaced: String { "Reserved." }
    var holdCancelled: String { "Hold cancelled." }
    var holdsExpiredNow: String { "Holds not collected in time were ended; their copies went to the next readers." }
    var expireHoldsNow: String { "End uncollected holds" }
    var withEndedHolds: String { "with ended holds" }
    var onlyHoldsInForce: String { "only holds in force" }
    var holdWhichCopy: String { "Copy" }
    var anyCopy: String { "any copy" }
    var holdPickupDaysField: String { "Days a reserved book waits on the hold shelf" }
    var holdPickupDaysRule: String { "Give a whole number of days from 1 to 60." }
    func holdsHeading(_ count: Int) -> String { "Holds (\(count))" }
    func holdOfCopy(_ inventory: String) -> String { "copy \(inventory) only" }
    func setAsideFor(_ reader: String, standing: String) -> String { "set aside for \(reader): \(standing)" }
}
