import Foundation
import KartotekaCore

/// Holds — placing, cancelling, reading — the same for both stores. Every change to a title's
/// holds first locks the title's row (where the database locks rows), so the queue of a title is
/// changed by one desk at a time: two holds placed at once, or two copies coming back at once,
/// leave it in one order with each copy set aside for one reader.
extension StoreConnection {
    static var holdColumns: String {
        """
        h.id, h.title_id, h.title_description, r.ticket_number, r.surname, r.first_name, r.patronymic, wc.inventory_number,
        c.inventory_number, b.code, h.state,
        CASE WHEN h.state = 'queued' THEN (SELECT count(*) FROM holds q WHERE q.title_id = h.title_id AND q.state = 'queued'
            AND (q.placed_at < h.placed_at OR (q.placed_at = h.placed_at AND q.id <= h.id))) END,
        h.placed_at, h.placed_by, h.by_reader, h.pickup_until, h.ended_at
        """
    }

    static var holdsFrom: String {
        """
        holds h JOIN readers r ON r.id = h.reader_id JOIN branches b ON b.id = h.pickup_branch_id
        LEFT JOIN copies wc ON wc.id = h.wanted_copy_id LEFT JOIN copies c ON c.id = h.copy_id
        """
    }

    static func decodeHold(_ row: Row) throws -> HoldRecord {
        HoldRecord(
            id: HoldID(try row.int64(0)), titleID: TitleID(try row.int64(1)), titleDescription: row.text(2),
            ticketNumber: TicketNumber(unchecked: row.text(3)),
            readerName: Reader.shortName(surname: row.text(4), firstName: row.text(5), patronymic: row.text(6)),
            wantedCopy: row.optionalText(7).map(InventoryNumber.init(unchecked:)), copy: row.optionalText(8).map(InventoryNumber.init(unchecked:)),
            pickupBranch: BranchCode(unchecked: row.text(9)), state: try row.parsed(10, HoldState.init(rawValue:)),
            position: try row.optionalInt64(11).map(Int.init), placedAt: try row.instant(12), placedBy: row.optionalText(13),
            placedByReader: try row.bool(14), pickupBy: try row.optionalDay(15), endedAt: try row.optionalInstant(16))
    }

    /// The hold with this id; throws ``HoldError/holdNotFound(_:)``.
    package func holdRecord(_ id: HoldID) throws -> HoldRecord {
        guard let hold = try first("SELECT \(Self.holdColumns) FROM \(Self.holdsFrom) WHERE h.id = \(Self.p(1))", id.rawValue,
                                   map: { try Self.decodeHold($0) }) else { throw HoldError.holdNotFound(id) }
        return hold
    }

    /// Holds the query asks for: the queue in its order, the others newest first.
    package func holds(_ holdQuery: HoldQuery) throws -> [HoldRecord] {
        var filter = SQLFilter(Self.p)
        switch holdQuery.scope {
        case .active: filter.require("h.state IN ('queued', 'in_transit', 'waiting')")
        case .waiting: filter.require("h.state = 'waiting'")
        case .all: break
        }
        if let ticket = holdQuery.ticketNumber { filter.require(ticket.rawValue) { "r.ticket_number = \($0)" } }
        if let title = holdQuery.titleID { filter.require(title.rawValue) { "h.title_id = \($0)" } }
        if let branch = holdQuery.pickupBranch { filter.require(try branchID(branch).rawValue) { "h.pickup_branch_id = \($0)" } }
        let page = filter.limit(holdQuery.page)
        return try query("""
            SELECT \(Self.holdColumns) FROM \(Self.holdsFrom) \(filter.whereClause)
            ORDER BY CASE h.state WHEN 'waiting' THEN 0 WHEN 'in_transit' THEN 1 WHEN 'queued' THEN 2 ELSE 3 END,
                CASE WHEN h.state = 'queued' THEN h.placed_at ELSE -coalesce(h.ended_at, h.placed_at) END, h.id
            \(page)
            """, values: filter.values) { try Self.decodeHold($0) }
    }

    /// A title's or a reader's holds in force, set aside first, then the queue in its order.
    package func activeHolds(title: TitleID? = nil, reader: ReaderID? = nil) throws -> [HoldRecord] {
        try query("""
            SELECT \(Self.holdColumns) FROM \(Self.holdsFrom)
            WHERE h.state IN ('queued', 'in_transit', 'waiting')
              AND (CAST(\(Self.p(1)) AS BIGINT) IS NULL OR h.title_id = CAST(\(Self.p(1)) AS BIGINT))
              AND (CAST(\(Self.p(2)) AS BIGINT) IS NULL OR h.reader_id = CAST(\(Self.p(2)) AS BIGINT))
            ORDER BY CASE h.state WHEN 'waiting' THEN 0 WHEN 'in_transit' THEN 1 ELSE 2 END, h.placed_at, h.id
            """, values: [title?.rawValue, reader?.rawValue]) { try Self.decodeHold($0) }
    }

    /// The hold a copy is set aside for (on its way to the pickup branch or waiting there), if any.
    package func holdSettingAside(_ copy: CopyID) throws -> HoldRecord? {
        try first("SELECT \(Self.holdColumns) FROM \(Self.holdsFrom) WHERE h.copy_id = \(Self.p(1)) AND h.state IN ('in_transit', 'waiting')",
                  copy.rawValue) { try Self.decodeHold($0) }
    }

    /// Locks a title's row, so that its holds change one desk at a time.
    package func lockHolds(of title: TitleID) throws {
        guard try first("SELECT id FROM titles WHERE id = \(Self.p(1))\(Self.rowLock)", title.rawValue, map: { try $0.int64(0) }) != nil else {
            throw CatalogError.titleNotFound(title)
        }
    }

    /// Places a hold: on a title that has copies that can be lent, by a reader who may borrow,
    /// does not hold it already and has no copy of it on loan. It joins the end of the title's
    /// queue, unless a copy stands free on the shelf of the pickup branch: that copy is set aside
    /// for it at once.
    package func placeHold(_ request: HoldRequest, by account: String?, today: Day, now: Int64) throws -> HoldRecord {
        let reader = try readerRecord(request.ticketNumber, lock: true)
        let pickup = try branchID(request.pickupBranch)
        var wanted: CopyRecord?
        let titleID: TitleID
        switch request.target {
        case .title(let id): titleID = id
        case .copy(let inventory):
            let copy = try copyRecord(inventory)
            guard copy.copy.status.isHoldable else {
                throw HoldError.copyNotHoldable(inventory, copy.copy.status)
            }
            wanted = copy
            titleID = copy.titleID
        }
        try lockHolds(of: titleID)
        let title = try titleRecord(titleID).title
        let description = title.shortDescription
        if let entry = try bannedEntry(of: titleID) { throw InspectionError.titleOnBannedList(description, entry: entry) }
        // An 18+ title is never lent to a minor (436-ФЗ): nothing is set aside for one to collect.
        if let age = AgeMark(parsing: title.ageMark)?
            .keepsFrom(birth: reader.reader.birth, schoolClass: reader.reader.currentClass, on: today) {
            throw HoldError.adultOnly(description, age: age)
        }
        let counts = try first("""
            SELECT count(*), sum(CASE WHEN status IN ('available', 'on_loan') THEN 1 ELSE 0 END) FROM copies WHERE title_id = \(Self.p(1))
            """, titleID.rawValue) { (try $0.int(0), try $0.optionalInt64(1) ?? 0) }
        guard let counts, counts.0 > 0 else { throw HoldError.titleHasNoCopies(description) }
        guard counts.1 > 0 else { throw HoldError.noLendableCopies(description) }
        if let held = try activeHolds(title: titleID, reader: reader.id).first {
            throw HoldError.alreadyHeld(request.ticketNumber, title: description, standing: held.standing)
        }
        let borrowed = try first("""
            SELECT count(*) FROM loans l JOIN copies c ON c.id = l.copy_id
            WHERE l.reader_id = \(Self.p(1)) AND l.returned_at IS NULL AND c.title_id = \(Self.p(2))
            """, reader.id.rawValue, titleID.rawValue) { try $0.int(0) } ?? 0
        guard borrowed == 0 else { throw HoldError.alreadyBorrowed(request.ticketNumber, title: description) }
        let settings = try loadSettings()
        let blocks = try blocks(of: reader.id, openLoans: openLoans(of: reader.id), thresholds: settings.blocks, today: today)
        guard blocks.isEmpty else { throw HoldError.readerBlocked(request.ticketNumber, blocks) }
        // A title the loan rules give this reader in the reading room only is never set aside to take home.
        let rule = try loanRuleBook(policy: settings.loanPolicy).rule(for: reader.reader.readerCategory, kind: title.documentKind)
        guard !rule.terms.readingRoomOnly else { throw HoldError.readingRoomOnly(description) }
        let inForce = try first("""
            SELECT count(*) FROM holds WHERE reader_id = \(Self.p(1)) AND state IN ('queued', 'in_transit', 'waiting')
            """, reader.id.rawValue) { try $0.int(0) } ?? 0
        guard inForce < HoldError.maximumPerReader else {
            throw HoldError.tooManyHolds(request.ticketNumber, limit: HoldError.maximumPerReader)
        }
        guard let id = try first("""
            INSERT INTO holds (title_id, title_description, reader_id, wanted_copy_id, pickup_branch_id, state, placed_at, placed_by,
                               by_reader, updated_at)
            VALUES (\(Self.parameters(5)), 'queued', \(Self.p(6)), \(Self.p(7)), \(Self.p(8)), \(Self.p(6))) RETURNING id
            """, titleID.rawValue, description, reader.id.rawValue, wanted?.id.rawValue, pickup.rawValue, now, account, request.byReader,
            map: { try $0.int64(0) }) else { throw StoreError.internalFailure("the new hold's id did not come back") }
        let hold = HoldID(id)
        // A copy free at the pickup branch goes to the queue in its order: to this hold when none
        // placed before it can take the copy; else one free at another branch, sent to the pickup
        // branch for it, so that no reader waits while a copy stands free.
        if let free = try freeCopy(of: titleID, wanted: wanted?.id, at: pickup) ?? freeCopy(of: titleID, wanted: wanted?.id, at: nil),
           let inventory = try first("SELECT inventory_number FROM copies WHERE id = \(Self.p(1))", free.rawValue, map: { $0.text(0) }) {
            try offerToHoldQueue(InventoryNumber(unchecked: inventory), by: account, today: today, now: now)
        }
        return try holdRecord(hold)
    }

    /// Cancels a hold in force (a reader's own only, when `reader` is given: another's is not
    /// found); the copy set aside for it, if any, goes to the next in the queue or home.
    package func cancelHold(_ id: HoldID, reader: TicketNumber?, by account: String?, today: Day, now: Int64) throws -> HoldRecord {
        let current = try holdRecord(id)
        if let reader {
            let own = try readerRecord(reader).id.rawValue
            let owner = try first("SELECT reader_id FROM holds WHERE id = \(Self.p(1))", id.rawValue) { try $0.int64(0) }
            guard owner == own else { throw HoldError.holdNotFound(id) }
        }
        try lockHolds(of: current.titleID)
        let hold = try holdRecord(id)
        guard hold.state.isActive else { throw HoldError.holdEnded(id, hold.state) }
        let copy = try setAsideCopyID(of: id)
        _ = try change("""
            UPDATE holds SET state = 'cancelled', ended_at = \(Self.p(1)), updated_at = \(Self.p(1)) WHERE id = \(Self.p(2))
            """, values: [now, id.rawValue])
        try dropWaitingNotices(of: id, now: now)
        if let copy, hold.state == .waiting { try release(copy, by: account, today: today, now: now) }
        return try holdRecord(id)
    }

    /// The copy set aside for a hold, if any.
    package func setAsideCopyID(of hold: HoldID) throws -> CopyID? {
        try first("SELECT copy_id FROM holds WHERE id = \(Self.p(1)) AND state IN ('in_transit', 'waiting')", hold.rawValue) {
            try $0.optionalInt64(0).map(CopyID.init)
        } ?? nil
    }

    /// Checks that a copy may be lent to a reader as far as holds go: not when it is set aside for
    /// another reader's hold.
    package func checkHoldsAllowLending(_ copy: CopyRecord, to reader: ReaderID) throws {
        guard let hold = try holdSettingAside(copy.id) else { return }
        let owner = try first("SELECT reader_id FROM holds WHERE id = \(Self.p(1))", hold.id.rawValue) { try $0.int64(0) }
        if owner != reader.rawValue { throw LoanError.copyHeldForAnother(copy.inventoryNumber, pickupBy: hold.pickupBy) }
    }

    /// A lend to a reader fills their hold on the title, if they have one: it is collected with
    /// this loan; a different copy set aside for it goes to the next in the queue or home.
    package func collectHold(title: TitleID, reader: ReaderID, loan: LoanID, copy: CopyID, by account: String?, today: Day,
                             now: Int64) throws {
        try lockHolds(of: title)
        guard let hold = try activeHolds(title: title, reader: reader).first else { return }
        let other = try setAsideCopyID(of: hold.id).flatMap { $0 == copy ? nil : $0 }
        _ = try change("""
            UPDATE holds SET state = 'collected', copy_id = \(Self.p(1)), loan_id = \(Self.p(2)), ended_at = \(Self.p(3)),
                updated_at = \(Self.p(3))
            WHERE id = \(Self.p(4))
            """, values: [copy.rawValue, loan.rawValue, now, hold.id.rawValue])
        try dropWaitingNotices(of: hold.id, now: now)
        if let other, hold.state == .waiting { try release(other, by: account, today: today, now: now) }
    }

    /// Checks that a loan may be renewed as far as holds go: not while other readers wait for
    /// the title and fewer copies are free than they are.
    package func checkHoldsAllowRenewal(_ copy: CopyRecord, holder: ReaderID?) throws {
        let waiting = try first("""
            SELECT count(*) FROM holds
            WHERE title_id = \(Self.p(1)) AND state = 'queued' AND (wanted_copy_id IS NULL OR wanted_copy_id = \(Self.p(2)))
              AND reader_id <> coalesce(CAST(\(Self.p(3)) AS BIGINT), 0)
            """, copy.titleID.rawValue, copy.id.rawValue, holder?.rawValue) { try $0.int(0) } ?? 0
        guard waiting > 0 else { return }
        let free = try first("""
            SELECT count(*) FROM copies c
            WHERE c.title_id = \(Self.p(1)) AND c.status = 'available' AND c.id <> \(Self.p(2))
              AND NOT EXISTS (SELECT 1 FROM holds h WHERE h.copy_id = c.id AND h.state IN ('in_transit', 'waiting'))
            """, copy.titleID.rawValue, copy.id.rawValue) { try $0.int(0) } ?? 0
        if free < waiting { throw LoanError.renewalWantedByOthers(copy.inventoryNumber, waiting: waiting) }
    }
}
