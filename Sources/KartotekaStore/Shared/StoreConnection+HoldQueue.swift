import Foundation
import KartotekaCore

/// The hold queue at work, the same for both stores: a copy that comes back (taken back at a
/// desk, or received at a branch) is set aside for the first hold in its title's queue — on the
/// hold shelf when the desk is the pickup branch, else sent there — and a copy whose hold ended
/// goes to the next one, or home. The reader is told by a notice recorded in the same transaction.
extension StoreConnection {
    /// A copy of the title standing free on the shelf of a branch (`nil`: of any branch) — not
    /// lent, not travelling, not set aside: the one wanted, when a hold wants one.
    package func freeCopy(of title: TitleID, wanted: CopyID?, at branch: BranchID?) throws -> CopyID? {
        try first("""
            SELECT c.id FROM copies c
            WHERE c.title_id = \(Self.p(1)) AND c.status = 'available'
              AND (CAST(\(Self.p(2)) AS BIGINT) IS NULL OR c.current_branch_id = CAST(\(Self.p(2)) AS BIGINT))
              AND (CAST(\(Self.p(3)) AS BIGINT) IS NULL OR c.id = CAST(\(Self.p(3)) AS BIGINT))
              AND NOT EXISTS (SELECT 1 FROM transfers x WHERE x.copy_id = c.id AND x.received_at IS NULL)
              AND NOT EXISTS (SELECT 1 FROM holds h WHERE h.copy_id = c.id AND h.state IN ('in_transit', 'waiting'))
            ORDER BY c.inventory_number LIMIT 1
            """, title.rawValue, branch?.rawValue, wanted?.rawValue) { CopyID(try $0.int64(0)) }
    }

    /// Sets a copy standing at branch `here` aside for a hold: on the hold shelf until the
    /// pickup deadline when `here` is the pickup branch (the reader is told), else on its way
    /// there.
    package func setAside(_ copy: CopyID, for hold: HoldID, at here: BranchID, pickup: BranchID, today: Day, now: Int64,
                          pickupDays: Int, by account: String? = nil) throws {
        if here == pickup {
            let until = HoldSettings(pickupDays: pickupDays).pickupBy(shelvedOn: today)
            _ = try change("""
                UPDATE holds SET state = 'waiting', copy_id = \(Self.p(1)), pickup_until = \(Self.p(2)), updated_at = \(Self.p(3))
                WHERE id = \(Self.p(4))
                """, values: [copy.rawValue, until.isoText, now, hold.rawValue])
            try queueHoldNotice(.holdWaiting, for: hold, today: today, now: now)
        } else {
            _ = try change("""
                UPDATE holds SET state = 'in_transit', copy_id = \(Self.p(1)), updated_at = \(Self.p(2)) WHERE id = \(Self.p(3))
                """, values: [copy.rawValue, now, hold.rawValue])
            guard let inventory = try first("SELECT inventory_number FROM copies WHERE id = \(Self.p(1))", copy.rawValue, map: { $0.text(0) }) else {
                throw StoreError.internalFailure("copy \(copy) vanished inside its transaction")
            }
            _ = try startTransfer(try copyRecord(InventoryNumber(unchecked: inventory)), to: pickup, reason: .hold, by: account, now: now)
        }
    }

    /// Offers a copy that stands free at branch `here` to the first hold of its title's queue
    /// that it can fill (none, for a title on the Federal list of extremist materials; for an 18+
    /// title, none of a reader under 18, placed before it was marked so); returns the hold it was
    /// set aside for, if any.
    package func fillFirstHold(with copy: CopyRecord, at here: BranchID, by account: String?, today: Day, now: Int64) throws -> HoldID? {
        try lockHolds(of: copy.titleID)
        guard try bannedEntry(of: copy.titleID) == nil else { return nil }
        let mark = AgeMark(parsing: try titleRecord(copy.titleID).title.ageMark)
        let queue = try query("""
            SELECT h.id, h.pickup_branch_id, \(ReaderColumns.select) FROM holds h JOIN readers r ON r.id = h.reader_id
            WHERE h.title_id = \(Self.p(1)) AND h.state = 'queued' AND (h.wanted_copy_id IS NULL OR h.wanted_copy_id = \(Self.p(2)))
            ORDER BY h.placed_at, h.id
            """, values: [copy.titleID.rawValue, copy.id.rawValue]) { row in
            (HoldID(try row.int64(0)), BranchID(try row.int64(1)), try ReaderColumns.decode(row, from: 2).reader)
        }
        guard let (hold, pickup, _) = queue.first(where: { _, _, reader in
            mark?.keepsFrom(birth: reader.birth, schoolClass: reader.currentClass, on: today) == nil
        }) else { return nil }
        try setAside(copy.id, for: hold, at: here, pickup: pickup, today: today, now: now,
                     pickupDays: try loadSettings().holds.pickupDays, by: account)
        return hold
    }

    /// A copy that has come to stand free on its shelf other than by a return (catalogued, back
    /// from the bindery, a lend undone): set aside for the first hold of its title's queue it can
    /// fill, if any, so that no reader waits while a copy stands free. Returns that hold.
    @discardableResult
    package func offerToHoldQueue(_ inventoryNumber: InventoryNumber, by account: String?, today: Day, now: Int64) throws -> HoldID? {
        let copy = try copyRecord(inventoryNumber, lock: true)
        guard copy.copy.status == .available, copy.placement?.travellingTo == nil, try openLoanID(copy.id) == nil,
              try holdSettingAside(copy.id) == nil else { return nil }
        return try fillFirstHold(with: copy, at: branchID(copy.placement?.current), by: account, today: today, now: now)
    }

    /// A copy whose hold ended while it waited on the shelf: the next hold gets it, or, with none,
    /// it goes home when it is away.
    package func release(_ copyID: CopyID, by account: String?, today: Day, now: Int64) throws {
        guard let inventory = try first("SELECT inventory_number FROM copies WHERE id = \(Self.p(1))", copyID.rawValue, map: { $0.text(0) }) else {
            return
        }
        let copy = try copyRecord(InventoryNumber(unchecked: inventory), lock: true)
        guard copy.copy.status == .available, copy.placement?.travellingTo == nil else { return }
        let here = try branchID(copy.placement?.current)
        if try fillFirstHold(with: copy, at: here, by: account, today: today, now: now) != nil { return }
        let home = try branchID(copy.placement?.home)
        if home != here { _ = try startTransfer(copy, to: home, reason: .returnToHome, by: account, now: now) }
    }

    /// What happens to a copy just taken back at branch `desk`: set aside for the first hold that
    /// wants it, or, with none, sent home when the desk is not its home.
    package func routeReturnedCopy(_ inventoryNumber: InventoryNumber, at desk: BranchID, by account: String?, today: Day,
                                   now: Int64) throws {
        let copy = try copyRecord(inventoryNumber)
        if try fillFirstHold(with: copy, at: desk, by: account, today: today, now: now) != nil { return }
        let home = try branchID(copy.placement?.home)
        if home != desk { _ = try startTransfer(copy, to: home, reason: .returnToHome, by: account, now: now) }
    }

    /// What happens to a copy just received at branch `here` from a journey of `reason`: a hold it
    /// travelled for now waits on the shelf; else the first hold that wants it gets it; else a copy
    /// that travelled for a hold that ended goes home.
    package func routeReceivedCopy(_ inventoryNumber: InventoryNumber, at here: BranchID, after reason: TransferReason, by account: String?,
                                   today: Day, now: Int64) throws {
        let copy = try copyRecord(inventoryNumber)
        try lockHolds(of: copy.titleID)
        if let hold = try holdSettingAside(copy.id), hold.state == .inTransit {
            let pickup = try branchID(hold.pickupBranch)
            if pickup == here {
                try setAside(copy.id, for: hold.id, at: here, pickup: pickup, today: today, now: now,
                             pickupDays: try loadSettings().holds.pickupDays, by: account)
                return
            }
        }
        if try fillFirstHold(with: copy, at: here, by: account, today: today, now: now) != nil { return }
        let home = try branchID(copy.placement?.home)
        if reason == .hold, home != here { _ = try startTransfer(copy, to: home, reason: .returnToHome, by: account, now: now) }
    }

    /// Ends the holds whose copy waited on the shelf past the pickup deadline (`today` is later):
    /// the reader is told, and each copy goes to the next hold, or home. Returns them.
    package func expireHolds(today: Day, now: Int64) throws -> [HoldRecord] {
        let due = try query("""
            SELECT id, title_id, copy_id FROM holds WHERE state = 'waiting' AND pickup_until < \(Self.p(1)) ORDER BY id
            """, values: [today.isoText]) { (HoldID(try $0.int64(0)), TitleID(try $0.int64(1)), try $0.optionalInt64(2).map(CopyID.init)) }
        var expired: [HoldID] = []
        for (hold, title, copy) in due {
            try lockHolds(of: title)
            guard try change("""
                UPDATE holds SET state = 'expired', ended_at = \(Self.p(1)), updated_at = \(Self.p(1))
                WHERE id = \(Self.p(2)) AND state = 'waiting'
                """, values: [now, hold.rawValue]) == 1 else { continue }
            try queueHoldNotice(.holdExpired, for: hold, today: today, now: now)
            if let copy { try release(copy, by: nil, today: today, now: now) }
            expired.append(hold)
        }
        return try expired.map(holdRecord)
    }
}
