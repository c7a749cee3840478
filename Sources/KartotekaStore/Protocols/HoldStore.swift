import KartotekaCore

/// Readers' holds (reservations): placed at the desk or by readers themselves, a queue per title,
/// copies set aside as they come back. Every method is one transaction; a title's queue is
/// changed by one desk at a time, so concurrent holds and returns leave it in one order.
public protocol HoldStore: Sendable {
    /// Places a hold by an account (`nil`: the command line, or the reader). Throws
    /// ``HoldError`` for a title without copies that can be lent, a second hold of the same
    /// reader, a reader with the title on loan, or a blocked reader.
    func placeHold(_ request: HoldRequest, by account: String?) throws -> HoldRecord
    /// Cancels a hold in force; `reader` set: only that reader's own (another's is not found).
    func cancelHold(_ id: HoldID, reader: TicketNumber?, by account: String?) throws -> HoldRecord
    /// One hold; throws ``HoldError/holdNotFound(_:)``.
    func hold(_ id: HoldID) throws -> HoldRecord
    /// A page of holds.
    func holds(_ query: HoldQuery) throws -> Page<HoldRecord>
    /// The hold a copy is set aside for, if any.
    func holdSettingAside(_ inventoryNumber: InventoryNumber) throws -> HoldRecord?
    /// Ends the holds not collected by their deadline as of `day` (default: today); each copy goes
    /// to the next in the queue, or home. Returns the holds ended.
    func expireHolds(asOf day: Day?) throws -> [HoldRecord]
}
