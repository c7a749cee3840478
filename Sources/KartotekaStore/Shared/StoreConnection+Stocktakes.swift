import Foundation
import KartotekaCore

/// Stock checks, the same for both stores. The copies a check expects are noted as it begins; a
/// number scanned is noted once per check (`ON CONFLICT DO NOTHING` on its unique key), so the
/// same copy scanned at two desks at once counts once; ending it notes what became of each
/// expected copy and writes the day into every copy it checked.
extension StoreConnection {
    private static var stocktakeColumns: String {
        """
        s.id, (SELECT code FROM branches WHERE id = s.branch_id), s.storage_place, s.inventory_from, s.inventory_to, s.started_on,
        s.started_by, s.finished_on, s.finished_by
        """
    }

    /// Whether an expected copy `c` (not scanned) is present on paper: on loan, at the bindery, on
    /// its way between branches, or — in a check of one branch's fund — standing at another branch,
    /// whose shelves that check does not see. A check of the whole library looks for every copy
    /// where it stands: one away from home and not found is missing.
    private static func onPaper(_ record: StocktakeRecord) -> String {
        """
        (c.status IN ('on_loan', 'bindery')
         OR EXISTS (SELECT 1 FROM transfers x WHERE x.copy_id = c.id AND x.received_at IS NULL)\(record.scope.branch == nil ? "" : """

         OR c.current_branch_id <> c.home_branch_id
        """))
        """
    }

    /// Whether the expected copy `e` was scanned in its check.
    private static var scanned: String {
        "EXISTS (SELECT 1 FROM stocktake_scans sc WHERE sc.stocktake_id = e.stocktake_id AND sc.copy_id = e.copy_id)"
    }

    /// Begins a stock check of `scope` on `day`: the copies of the fund it covers are noted as expected.
    package func startStocktake(_ scope: StocktakeScope, on day: Day, by account: String?, now: Int64) throws -> StocktakeRecord {
        let branch = try scope.branch.map { try branchID($0) }
        guard let id = try first("""
            INSERT INTO stocktakes (branch_id, storage_place, inventory_from, inventory_to, started_on, started_by, created_at, updated_at)
            VALUES (\(Self.parameters(7)), \(Self.p(7))) RETURNING id
            """, branch?.rawValue, scope.storagePlace, scope.inventoryFrom?.rawValue, scope.inventoryTo?.rawValue, day.isoText, account, now,
            map: { try $0.int64(0) }) else { throw StoreError.internalFailure("the new stock check's id did not come back") }
        var filter = SQLFilter(Self.p)
        filter.require("c.status <> 'written_off'")
        if let branch { filter.require(branch.rawValue) { "c.home_branch_id = \($0)" } }
        if let place = scope.storagePlace { filter.require(place) { "c.storage_place = \($0)" } }
        let key = Self.inventoryKey("c.inventory_number")
        let range = scope.inventoryRange
        if let lower = range.lowerKey { filter.require(lower) { "\(key) >= \($0)" } }
        if let upper = range.upperKey { filter.require(upper) { "\(key) <= \($0)" } }
        if range.isExactInSQL {
            var insert = filter
            let stocktake = insert.bind(id)
            _ = try change("""
                INSERT INTO stocktake_expected (stocktake_id, copy_id) SELECT \(stocktake), c.id FROM copies c \(insert.whereClause)
                """, values: insert.values)
        } else {
            try expectNaturally(scope, stocktake: id, filter: filter)
        }
        return try stocktakeRecord(StocktakeID(id))
    }

    /// Notes as expected the copies `filter` selects that `scope`'s range covers in the natural
    /// order (`У1-2` before `У1-10`), a few hundred to a statement.
    private func expectNaturally(_ scope: StocktakeScope, stocktake id: Int64, filter: SQLFilter) throws {
        let copies = try query("SELECT c.id, c.inventory_number FROM copies c \(filter.whereClause)",
                               values: filter.values, map: { row in
            (id: try row.int64(0), number: InventoryNumber(unchecked: row.text(1)))
        })
        let covered = copies.filter { scope.covers($0.number) }.map(\.id)
        for start in stride(from: 0, to: covered.count, by: 500) {
            let batch = covered[start..<min(start + 500, covered.count)]
            let rows = batch.indices.map { "(\(Self.p(1)), \(Self.p($0 - start + 2)))" }.joined(separator: ", ")
            _ = try change("INSERT INTO stocktake_expected (stocktake_id, copy_id) VALUES \(rows)",
                           values: [id] + batch.map { $0 as any DatabaseValueConvertible })
        }
    }

    /// A stock check with how far it got; `lock` holds its row (scans and its end take turns).
    package func stocktakeRecord(_ id: StocktakeID, lock: Bool = false) throws -> StocktakeRecord {
        guard var record = try first("SELECT \(Self.stocktakeColumns) FROM stocktakes s WHERE s.id = \(Self.p(1))\(Self.lockClause(lock))",
                                     id.rawValue, map: { try Self.decodeStocktake($0) }) else {
            throw AccountingError.stocktakeNotFound(id)
        }
        try count(&record)
        return record
    }

    /// Stock checks, newest first.
    package func stocktakes(page: PageRequest) throws -> [StocktakeRecord] {
        let records = try query("""
            SELECT \(Self.stocktakeColumns) FROM stocktakes s ORDER BY s.id DESC LIMIT \(Self.p(1)) OFFSET \(Self.p(2))
            """, values: [page.limit + 1, page.offset]) { try Self.decodeStocktake($0) }
        return try records.map { record in
            var counted = record
            try count(&counted)
            return counted
        }
    }

    private static func decodeStocktake(_ row: Row) throws(StoreError) -> StocktakeRecord {
        let scope = StocktakeScope(branch: row.optionalText(1).map(BranchCode.init(unchecked:)), storagePlace: row.optionalText(2),
                                   inventoryFrom: row.optionalText(3).map(InventoryNumber.init(unchecked:)),
                                   inventoryTo: row.optionalText(4).map(InventoryNumber.init(unchecked:)))
        return StocktakeRecord(id: StocktakeID(try row.int64(0)), scope: scope, startedOn: try row.day(5), startedBy: row.optionalText(6),
                               finishedOn: try row.optionalDay(7), finishedBy: row.optionalText(8), expected: 0, counted: 0, onPaper: 0,
                               elsewhere: 0, unknown: 0)
    }

    /// Fills in a check's counts: as they stood when it ended, or as they stand.
    private func count(_ record: inout StocktakeRecord) throws {
        let counts = try first("""
            SELECT count(*),
                   coalesce(sum(CASE WHEN \(record.isOpen ? Self.scanned : "e.outcome = 'counted'") THEN 1 ELSE 0 END), 0),
                   coalesce(sum(CASE WHEN \(record.isOpen ? "NOT \(Self.scanned) AND \(Self.onPaper(record))" : "e.outcome = 'on_paper'") THEN 1 ELSE 0 END), 0)
            FROM stocktake_expected e JOIN copies c ON c.id = e.copy_id WHERE e.stocktake_id = \(Self.p(1))
            """, record.id.rawValue) { (try $0.int(0), try $0.int(1), try $0.int(2)) } ?? (0, 0, 0)
        let scans = try first("""
            SELECT coalesce(sum(CASE WHEN sc.copy_id IS NULL THEN 1 ELSE 0 END), 0),
                   coalesce(sum(CASE WHEN sc.copy_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM stocktake_expected e
                       WHERE e.stocktake_id = sc.stocktake_id AND e.copy_id = sc.copy_id) THEN 1 ELSE 0 END), 0)
            FROM stocktake_scans sc WHERE sc.stocktake_id = \(Self.p(1))
            """, record.id.rawValue) { (try $0.int(0), try $0.int(1)) } ?? (0, 0)
        record.expected = counts.0
        record.counted = counts.1
        record.onPaper = counts.2
        record.unknown = scans.0
        record.elsewhere = scans.1
    }

    /// Scans numbers (or barcodes) into a check that is going on: each is counted, found to
    /// belong elsewhere, or unknown — and noted once, however many desks scan it. A copy on the
    /// shelf that is recorded as lent has its loan closed as returned there and then (at the
    /// check's branch, or where it was lent), as a desk's return would, and the scan says so.
    package func scan(_ texts: [String], into id: StocktakeID, by account: String?, today: Day, now: Int64) throws -> [StocktakeScan] {
        let record = try stocktakeRecord(id, lock: true)
        guard record.isOpen else { throw AccountingError.stocktakeFinished(id) }
        var results: [StocktakeScan] = []
        for raw in texts {
            let text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !text.isEmpty else { continue }
            let copy = try scannedCopy(text)
            let key = copy?.inventoryNumber.rawValue ?? String(text.prefix(64))
            let fresh = try change("""
                INSERT INTO stocktake_scans (stocktake_id, inventory_text, copy_id, scanned_at, scanned_by)
                VALUES (\(Self.parameters(5))) ON CONFLICT (stocktake_id, inventory_text) DO NOTHING
                """, values: [id.rawValue, key, copy?.id.rawValue, now, account]) > 0
            guard let copy else {
                results.append(StocktakeScan(text: key, inventoryNumber: nil, titleID: nil, description: "", outcome: .unknown))
                continue
            }
            let description = try titleRecord(copy.titleID).title.shortDescription
            let expected = try first("""
                SELECT 1 FROM stocktake_expected WHERE stocktake_id = \(Self.p(1)) AND copy_id = \(Self.p(2))
                """, id.rawValue, copy.id.rawValue, map: { _ in true }) != nil
            let outcome: StocktakeScanOutcome = expected ? (fresh ? .counted : .alreadyCounted) : .elsewhere(Self.mismatch(copy, record.scope))
            var closed: StocktakeClosedLoan?
            if try openLoanID(copy.id) != nil {
                let loan = try returnCopy(copy.inventoryNumber, at: record.scope.branch, by: account, today: today, now: now).loan
                // No reader came to the desk: the statistics count it as no return and no visit.
                _ = try change("UPDATE loans SET closed_at_check = TRUE WHERE id = \(Self.p(1))", values: [loan.id.rawValue])
                closed = StocktakeClosedLoan(ticketNumber: loan.ticketNumber, dueOn: loan.dueOn)
            }
            // A copy recorded lost stands on the shelf: it is back, whatever the record says (no act
            // wrote it off, or its status would say so), and goes to the first hold it can fill.
            let foundLost = copy.copy.status == .lost
            if foundLost {
                // It stands where it was found: at the check's branch, for a check of one branch.
                let here = try record.scope.branch.map { try branchID($0).rawValue }
                _ = try change("""
                    UPDATE copies SET status = 'available', current_branch_id = coalesce(CAST(\(Self.p(1)) AS BIGINT), current_branch_id),
                        updated_at = \(Self.p(2))
                    WHERE id = \(Self.p(3))
                    """, values: [here, now, copy.id.rawValue])
                try offerToHoldQueue(copy.inventoryNumber, by: account, today: today, now: now)
            }
            results.append(StocktakeScan(text: key, inventoryNumber: copy.inventoryNumber, titleID: copy.titleID, description: description,
                                         outcome: outcome, closedLoan: closed, foundLost: foundLost))
        }
        _ = try change("UPDATE stocktakes SET updated_at = \(Self.p(1)) WHERE id = \(Self.p(2))", values: [now, id.rawValue])
        return results
    }

    /// The copy a scanned text names: by inventory number, else by barcode.
    private func scannedCopy(_ text: String) throws -> CopyRecord? {
        if let number = try? InventoryNumber(validating: text),
           let copy = try first("SELECT \(CopyColumns.select) FROM copies c WHERE c.inventory_number = \(Self.p(1))", number.rawValue,
                                map: { try CopyColumns.decode($0) }) {
            return copy
        }
        return try first("SELECT \(CopyColumns.select) FROM copies c WHERE c.barcode = \(Self.p(1))", text, map: { try CopyColumns.decode($0) })
    }

    /// Why a copy that is not expected is not.
    private static func mismatch(_ copy: CopyRecord, _ scope: StocktakeScope) -> StocktakeMismatch {
        if copy.copy.status == .writtenOff { return .writtenOff }
        if let branch = scope.branch, let home = copy.placement?.home, home != branch { return .anotherBranch(home) }
        if let place = scope.storagePlace, copy.copy.storagePlace != place { return .anotherPlace(copy.copy.storagePlace) }
        if !scope.covers(copy.inventoryNumber) { return .outsideRange }
        return .addedLater
    }

    /// Ends a check on `day`: each expected copy is noted counted, present on paper or missing —
    /// or nothing, when an act wrote it off while the check ran (the act accounts for it) — and every copy it checked (counted, on paper, or found elsewhere and not written off) gets
    /// the day as its last check.
    package func finishStocktake(_ id: StocktakeID, on day: Day, by account: String?, now: Int64) throws -> StocktakeReport {
        let record = try stocktakeRecord(id, lock: true)
        guard record.isOpen else { throw AccountingError.stocktakeFinished(id) }
        _ = try change("""
            UPDATE stocktake_expected SET outcome = CASE
                WHEN EXISTS (SELECT 1 FROM stocktake_scans sc WHERE sc.stocktake_id = stocktake_expected.stocktake_id
                             AND sc.copy_id = stocktake_expected.copy_id) THEN 'counted'
                WHEN EXISTS (SELECT 1 FROM copies c WHERE c.id = stocktake_expected.copy_id AND \(Self.onPaper(record))) THEN 'on_paper'
                WHEN EXISTS (SELECT 1 FROM copies c WHERE c.id = stocktake_expected.copy_id AND c.status = 'written_off') THEN NULL
                ELSE 'missing' END
            WHERE stocktake_id = \(Self.p(1))
            """, values: [id.rawValue])
        _ = try change("""
            UPDATE copies SET checked_on = \(Self.p(1)), updated_at = \(Self.p(2))
            WHERE id IN (SELECT copy_id FROM stocktake_expected WHERE stocktake_id = \(Self.p(3)) AND outcome IN ('counted', 'on_paper'))
               OR (status <> 'written_off' AND id IN (SELECT copy_id FROM stocktake_scans WHERE stocktake_id = \(Self.p(3))))
            """, values: [day.isoText, now, id.rawValue])
        _ = try change("""
            UPDATE stocktakes SET finished_on = \(Self.p(1)), finished_by = \(Self.p(2)), updated_at = \(Self.p(3)) WHERE id = \(Self.p(4))
            """, values: [day.isoText, account, now, id.rawValue])
        return try stocktakeReport(id)
    }

    /// A check's results: as they stood when it ended, or as they stand.
    package func stocktakeReport(_ id: StocktakeID) throws -> StocktakeReport {
        let record = try stocktakeRecord(id)
        let key = Self.inventoryKey("c.inventory_number")
        func expected(_ outcome: String, live: String) throws -> [StocktakeCopy] {
            try listedCopies("""
                FROM stocktake_expected e JOIN copies c ON c.id = e.copy_id JOIN titles t ON t.id = c.title_id
                WHERE e.stocktake_id = \(Self.p(1)) AND \(record.isOpen ? live : "e.outcome = '\(outcome)'") ORDER BY \(key)
                """, id)
        }
        // A copy written off while the check runs is accounted for by its act, not missing.
        let missing = try expected("missing", live: "NOT \(Self.scanned) AND NOT \(Self.onPaper(record)) AND c.status <> 'written_off'")
        let onPaper = try expected("on_paper", live: "NOT \(Self.scanned) AND \(Self.onPaper(record))")
        let elsewhere = try listedCopies("""
            FROM stocktake_scans sc JOIN copies c ON c.id = sc.copy_id JOIN titles t ON t.id = c.title_id
            WHERE sc.stocktake_id = \(Self.p(1)) AND NOT EXISTS (SELECT 1 FROM stocktake_expected e
                WHERE e.stocktake_id = sc.stocktake_id AND e.copy_id = sc.copy_id) ORDER BY \(key)
            """, id, scope: record.scope)
        let unknown = try query("""
            SELECT inventory_text FROM stocktake_scans WHERE stocktake_id = \(Self.p(1)) AND copy_id IS NULL ORDER BY scanned_at, id
            """, values: [id.rawValue]) { $0.text(0) }
        let natural = { (copies: [StocktakeCopy]) in copies.sorted { $0.inventoryNumber < $1.inventoryNumber } }
        return StocktakeReport(record: record, missing: natural(missing), onPaper: natural(onPaper), elsewhere: natural(elsewhere),
                               unknown: unknown)
    }

    /// Copies `c` of titles `t` as `tail` (FROM … ORDER BY) finds them for the check `id`; with a
    /// scope, each with why it does not belong to it.
    private func listedCopies(_ tail: String, _ id: StocktakeID, scope: StocktakeScope? = nil) throws -> [StocktakeCopy] {
        try query("SELECT \(TitleColumns.select), \(CopyColumns.select) \(tail)", values: [id.rawValue]) { row in
            let title = try TitleColumns.decode(row)
            let copy = try CopyColumns.decode(row, from: TitleColumns.count)
            return StocktakeCopy(inventoryNumber: copy.inventoryNumber, titleID: copy.titleID, description: title.title.shortDescription,
                                 price: copy.copy.price ?? title.title.price, status: copy.copy.status,
                                 mismatch: scope.map { Self.mismatch(copy, $0) }, away: copy.placement.map(\.isAway) ?? false)
        }
    }
}
