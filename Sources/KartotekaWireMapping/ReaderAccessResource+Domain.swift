import Foundation
import KartotekaCore
import KartotekaWire

extension ReaderAccessResource {
    /// The resource for the access of the reader of `ticket` at `now` (a lock that ran out is not shown).
    public init(_ ticket: TicketNumber, _ access: ReaderAccess, now: Date) {
        self.init(ticketNumber: ticket.rawValue, hasPassword: access.hasPassword, codesEnabled: access.codesEnabled,
                  historyShown: access.historyShown, lockedUntil: access.isLocked(at: now) ? access.lockedUntil : nil)
    }
}
