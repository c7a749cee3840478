import KartotekaCore
import KartotekaWire

/// The texts of holds on the staff pages: the holds page, the title card's and reader card's
/// sections, the desk's shelf of holds waiting, and what the desk says of a copy a hold takes.
protocol HoldPageTexts: Sendable {
    var holds: String { get }
    var holdsTileNote: String { get }
    var holdShelf: String { get }
    var holdQueues: String { get }
    var noHolds: String { get }
    var placeHold: String { get }
    var holdForReader: String { get }
    var pickupBranchField: String { get }
    var cancelHold: String { get }
    var cancelHoldQuestion: String { get }
    var placedByReaderMark: String { get }
    var holdPlaced: String { get }
    var holdCancelled: String { get }
    var holdsExpiredNow: String { get }
    var expireHoldsNow: String { get }
    var withEndedHolds: String { get }
    var onlyHoldsInForce: String { get }
    var holdPickupDaysField: String { get }
    var holdWhichCopy: String { get }
    var anyCopy: String { get }
    var holdPickupDaysRule: String { get }
    func holdsHeading(_ count: Int) -> String
    func holdOfCopy(_ inventory: String) -> String
    func setAsideFor(_ reader: String, standing: String) -> String
}
