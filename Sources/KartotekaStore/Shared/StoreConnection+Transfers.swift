import Foundation
import KartotekaCore

/// Copies travelling between branches, the same for both stores. The copy's row is locked first
/// (where the database locks rows), so a copy is sent, received or lent by one desk at a time.
extension StoreConnection {
    private static var transferColumns: String {
        """
        x.id, x.inventory_number, c.title_id, x.title_description, bf.code, bt.code, x.reason, x.sent_at, x.sent_by,
        x.received_at, x.received_by, x.cancelled_at
        """
    }

    private static var transferFrom: String {
        """
        transfers x JOIN branches bf ON bf.id = x.from_branch_id JOIN branches bt ON bt.id = x.to_branch_id
        LEFT JOIN copies c ON c.id = x.copy_id
        """
    }

    private static func decodeTransfer(_ row: Row) throws(StoreError) -> TransferRecord {
        TransferRecord(
            id: TransferID(try row.int64(0)), inventoryNumber: InventoryNumber(unchecked: row.text(1)),
            titleID: try row.optionalInt64(2).map(TitleID.init), titleDescription: row.text(3),
            from: BranchCode(unchecked: row.text(4)), to: BranchCode(unchecked: row.text(5)),
            reason: try row.parsed(6, TransferReason.init(rawValue:)), sentAt: try row.instant(7), sentBy: row.optionalText(8),
            receivedAt: try row.optionalInstant(9), receivedBy: row.optionalText(10), cancelledAt: try row.optionalInstant(11))
    }

    /// The transfer with this id.
    package func transferRecord(_ id: Int64) throws -> TransferRecord {
        guard let record = try first("SELECT \(Self.transferColumns) FROM \(Self.transferFrom) WHERE x.id = \(Self.p(1))", id, map: {
            try Self.decodeTransfer($0)
        }) else { throw StoreError.internalFailure("transfer \(id) vanished inside its transaction") }
        return record
    }

    /// Starts a copy's journey from its current branch to another; `reason` says why.
    package func startTransfer(_ copy: CopyRecord, to destination: BranchID, reason: TransferReason, by account: String?,
                               now: Int64) throws -> TransferRecord {
        let from = try branchID(copy.placement?.current)
        let description = try titleRecord(copy.titleID).title.shortDescription
        let id = try first("""
            INSERT INTO transfers (copy_id, inventory_number, title_description, from_branch_id, to_branch_id, reason, sent_at, sent_by,
                                   updated_at)
            VALUES (\(Self.p(1)), \(Self.p(2)), \(Self.p(3)), \(Self.p(4)), \(Self.p(5)), \(Self.p(6)), \(Self.p(7)), \(Self.p(8)), \(Self.p(7)))
            RETURNING id
            """, copy.id.rawValue, copy.inventoryNumber.rawValue, description, from.rawValue, destination.rawValue, reason.rawValue, now,
            account, map: { try $0.int64(0) })
        guard let id else { throw StoreError.internalFailure("the new transfer's id did not come back") }
        return try transferRecord(id)
    }

    /// Sends a copy from where it is to another branch: it must be on the shelf (not lent, lost or
    /// written off, not set aside for a hold) and not on its way already.
    package func sendCopy(_ inventoryNumber: InventoryNumber, to destination: BranchCode, by account: String?,
                          now: Int64) throws -> TransferRecord {
        let copy = try copyRecord(inventoryNumber, lock: true)
        let target = try branchID(destination)
        if let travelling = copy.placement?.travellingTo { throw BranchError.copyAlreadyTravelling(inventoryNumber, to: travelling) }
        guard copy.copy.status == .available || copy.copy.status == .bindery else {
            throw BranchError.copyCannotTravel(inventoryNumber, copy.copy.status)
        }
        guard copy.placement?.current != destination else { throw BranchError.copyAlreadyThere(inventoryNumber, destination) }
        if try holdSettingAside(copy.id) != nil { throw HoldError.copySetAside(inventoryNumber) }
        return try startTransfer(copy, to: target, reason: .manual, by: account, now: now)
    }

    /// Receives a copy at the branch it was sent to: the journey ends and the copy is there — on
    /// the hold shelf when it travelled for a hold, else offered to the title's queue.
    package func receiveCopy(_ inventoryNumber: InventoryNumber, at branch: BranchCode, by account: String?, today: Day,
                             now: Int64) throws -> TransferRecord {
        let copy = try copyRecord(inventoryNumber, lock: true)
        guard let destination = copy.placement?.travellingTo else { throw BranchError.copyNotTravelling(inventoryNumber) }
        guard destination == branch else { throw BranchError.copyGoesElsewhere(inventoryNumber, to: destination) }
        let here = try branchID(branch)
        // The journey to this branch: a second «receive» (twice pressed, two desks) finds none, even
        // when the copy is on its way again already, and does not close the next journey.
        guard let id = try first("""
            SELECT id FROM transfers WHERE copy_id = \(Self.p(1)) AND received_at IS NULL AND to_branch_id = \(Self.p(2))
            """, copy.id.rawValue, here.rawValue, map: { try $0.int64(0) }) else { throw BranchError.copyNotTravelling(inventoryNumber) }
        _ = try change("""
            UPDATE transfers SET received_at = \(Self.p(1)), received_by = \(Self.p(2)), updated_at = \(Self.p(1)) WHERE id = \(Self.p(3))
            """, values: [now, account, id])
        _ = try change("UPDATE copies SET current_branch_id = \(Self.p(1)), updated_at = \(Self.p(2)) WHERE id = \(Self.p(3))",
                       values: [here.rawValue, now, copy.id.rawValue])
        let received = try transferRecord(id)
        if copy.copy.status == .available {
            try routeReceivedCopy(inventoryNumber, at: here, after: received.reason, by: account, today: today, now: now)
        } else if let hold = try holdSettingAside(copy.id) {
            // It came out of circulation on the way (lost, to the bindery): its hold waits in the queue again.
            _ = try change("""
                UPDATE holds SET state = 'queued', copy_id = NULL, pickup_until = NULL, updated_at = \(Self.p(1)) WHERE id = \(Self.p(2))
                """, values: [now, hold.id.rawValue])
        }
        return received
    }

    /// Calls off a copy's journey while it is still at the branch it left: the journey ends as
    /// called off and the copy stays there, then goes to the title's first hold it can fill (as
    /// a copy taken back does). Refused at another branch's desk (`desk`), and while a reader's
    /// hold waits for the copy at the branch it was going to.
    package func cancelTransfer(_ inventoryNumber: InventoryNumber, from desk: BranchCode?, by account: String?, today: Day,
                                now: Int64) throws -> CalledOffTransfer {
        let copy = try copyRecord(inventoryNumber, lock: true)
        guard copy.placement?.travellingTo != nil, let id = try first("""
            SELECT id FROM transfers WHERE copy_id = \(Self.p(1)) AND received_at IS NULL
            """, copy.id.rawValue, map: { try $0.int64(0) }) else { throw BranchError.copyNotTravelling(inventoryNumber) }
        if let desk, let left = copy.placement?.current, desk != left { throw BranchError.callOffWhereItLeft(inventoryNumber, left: left) }
        if let hold = try holdSettingAside(copy.id), hold.state == .inTransit { throw BranchError.copyTravelsForHold(inventoryNumber) }
        _ = try change("""
            UPDATE transfers SET received_at = \(Self.p(1)), received_by = \(Self.p(2)), cancelled_at = \(Self.p(1)), updated_at = \(Self.p(1))
            WHERE id = \(Self.p(3))
            """, values: [now, account, id])
        let stayed = try copyRecord(inventoryNumber)
        var hold: HoldRecord?
        if stayed.copy.status == .available,
           let filled = try fillFirstHold(with: stayed, at: try branchID(stayed.placement?.current), by: account, today: today, now: now) {
            hold = try holdRecord(filled)
        }
        return CalledOffTransfer(journey: try transferRecord(id), setAsideFor: hold)
    }

    /// Transfers, newest first: the open ones only, or all; of one branch (from or to), or everywhere.
    package func transfers(_ transferQuery: TransferQuery) throws -> [TransferRecord] {
        var filter = SQLFilter(Self.p)
        if transferQuery.openOnly { filter.require("x.received_at IS NULL") }
        if let branch = transferQuery.branch {
            filter.require(try branchID(branch).rawValue) { "(x.from_branch_id = \($0) OR x.to_branch_id = \($0))" }
        }
        let page = filter.limit(transferQuery.page)
        return try query("""
            SELECT \(Self.transferColumns) FROM \(Self.transferFrom) \(filter.whereClause)
            ORDER BY x.sent_at DESC, x.id DESC \(page)
            """, values: filter.values) { try Self.decodeTransfer($0) }
    }
}
