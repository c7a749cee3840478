import Foundation
import KartotekaCore

/// Acts of write-off, the same for both stores: one transaction writes off every copy of an act
/// or none, each copy's row locked first (where the database locks rows).
extension StoreConnection {
    private static var actColumns: String {
        "w.id, w.year, w.number, w.act_date, w.reason, w.approved_by, w.note, w.created_by, w.created_at"
    }

    /// The act with this number, with its commission and copies; throws ``AccountingError/writeOffNotFound(_:)``.
    package func writeOffRecord(_ number: YearlyNumber) throws -> WriteOffRecord {
        guard let id = try first("SELECT id FROM write_offs WHERE year = \(Self.p(1)) AND number = \(Self.p(2))", number.year,
                                 number.number, map: { try $0.int64(0) }) else { throw AccountingError.writeOffNotFound(number) }
        return try writeOffRecords(where: "w.id = \(Self.p(1))", [id]).first!
    }

    /// Acts, newest first: of a year, or all.
    package func writeOffs(year: Int?, page: PageRequest) throws -> [WriteOffRecord] {
        var values: [any DatabaseValueConvertible] = []
        var filter = "TRUE"
        if let year {
            values.append(year)
            filter = "w.year = \(Self.p(1))"
        }
        values += [page.limit + 1, page.offset]
        return try writeOffRecords(where: filter, values, order: "w.act_date DESC, w.year DESC, w.number DESC",
                                   limit: "LIMIT \(Self.p(values.count - 1)) OFFSET \(Self.p(values.count))")
    }

    /// The acts whose day falls in a period, in day and number order.
    package func writeOffs(in period: LedgerPeriod) throws -> [WriteOffRecord] {
        try writeOffRecords(where: "w.act_date >= \(Self.p(1)) AND w.act_date <= \(Self.p(2))", [period.from.isoText, period.to.isoText])
    }

    private func writeOffRecords(where filter: String, _ values: [any DatabaseValueConvertible], order: String = "w.act_date, w.number",
                                 limit: String = "") throws -> [WriteOffRecord] {
        let headers = try query("SELECT \(Self.actColumns) FROM write_offs w WHERE \(filter) ORDER BY \(order) \(limit)", values: values) { row in
            WriteOffRecord(id: WriteOffID(try row.int64(0)), number: YearlyNumber(year: try row.int(1), number: try row.int(2)),
                           date: try row.day(3), reason: try row.parsed(4, WriteOffReason.init(rawValue:)), approvedBy: row.text(5),
                           commission: [], note: row.text(6), items: [], createdBy: row.optionalText(7), createdAt: try row.instant(8))
        }
        return try headers.map { header in
            var record = header
            record.commission = try query("""
                SELECT name, role FROM write_off_members WHERE write_off_id = \(Self.p(1)) ORDER BY position
                """, values: [header.id.rawValue]) { CommissionMember(name: $0.text(0), role: $0.text(1)) }
            record.items = try query("""
                SELECT wi.inventory_number, c.title_id, wi.description, wi.year, wi.price_kopecks, wi.coefficient, wi.sum_kopecks,
                       wi.on_balance, wi.document_type, wi.bbk
                FROM write_off_items wi LEFT JOIN copies c ON c.id = wi.copy_id WHERE wi.write_off_id = \(Self.p(1)) ORDER BY wi.id
                """, values: [header.id.rawValue]) { row in
                WriteOffItem(inventoryNumber: InventoryNumber(unchecked: row.text(0)), titleID: try row.optionalInt64(1).map(TitleID.init),
                             description: row.text(2), year: try row.optionalInt(3), price: Money(kopecks: try row.int64(4)),
                             coefficient: Coefficient(tenThousandths: try row.int64(5)), sum: Money(kopecks: try row.int64(6)),
                             onBalance: try row.bool(7), documentType: try row.parsed(8, DocumentType.init(rawValue:)),
                             section: BBKSection(bbk: row.text(9)))
            }
            return record
        }
    }

    /// Writes off every copy of an act under `wanted` (its year's next number when `nil`): each
    /// must be in the fund — not on loan, not on its way, not written off already, received by
    /// the act's day (`calendar` reads the day a copy without a receipt day was catalogued).
    package func writeOff(_ act: WriteOffAct, number wanted: YearlyNumber?, by account: String?, calendar: LibraryCalendar,
                          now: Int64) throws -> WriteOffRecord {
        try holdNumbering("write_offs")
        let number = try wanted ?? YearlyNumber(year: act.date.year, number: nextNumber(in: "write_offs", year: act.date.year))
        guard try first("SELECT 1 FROM write_offs WHERE year = \(Self.p(1)) AND number = \(Self.p(2))", number.year, number.number,
                        map: { _ in true }) == nil else { throw AccountingError.writeOffNumberTaken(number) }
        var lines: [(copy: CopyRecord, item: WriteOffItem, bbk: String)] = []
        for request in act.items {
            let copy = try copyRecord(request.inventoryNumber, lock: true)
            try checkWrittenOffable(copy, on: act.date, calendar: calendar)
            let title = try titleRecord(copy.titleID).title
            let price = copy.copy.price ?? title.price ?? Money(kopecks: 0)
            let coefficient = request.coefficient ?? act.coefficient
            lines.append((copy, WriteOffItem(inventoryNumber: copy.inventoryNumber, titleID: copy.titleID, description: title.shortDescription,
                                             year: title.year, price: price, coefficient: coefficient, sum: coefficient.applied(to: price),
                                             onBalance: copy.copy.onBalance, documentType: copy.copy.documentType,
                                             section: BBKSection(bbk: title.bbk)), title.bbk))
        }
        guard let id = try first("""
            INSERT INTO write_offs (year, number, act_date, reason, approved_by, note, created_by, created_at, updated_at)
            VALUES (\(Self.parameters(8)), \(Self.p(8))) RETURNING id
            """, number.year, number.number, act.date.isoText, act.reason.rawValue, act.approvedBy, act.note, account, now,
            map: { try $0.int64(0) }) else { throw StoreError.internalFailure("the new act's id did not come back") }
        for (position, member) in act.commission.enumerated() {
            _ = try change("""
                INSERT INTO write_off_members (write_off_id, position, name, role) VALUES (\(Self.parameters(4)))
                """, values: [id, position + 1, member.name, member.role])
        }
        for line in lines {
            let item = line.item
            _ = try change("""
                INSERT INTO write_off_items (write_off_id, copy_id, inventory_number, description, year, price_kopecks, coefficient,
                                             sum_kopecks, on_balance, document_type, bbk)
                VALUES (\(Self.parameters(11)))
                """, values: [id, line.copy.id.rawValue, item.inventoryNumber.rawValue, item.description, item.year, item.price.kopecks,
                              item.coefficient.tenThousandths, item.sum.kopecks, item.onBalance, item.documentType.rawValue, line.bbk])
            _ = try change("UPDATE copies SET status = 'written_off', updated_at = \(Self.p(1)) WHERE id = \(Self.p(2))",
                           values: [now, line.copy.id.rawValue])
            _ = try change("UPDATE titles SET updated_at = \(Self.p(1)) WHERE id = \(Self.p(2))", values: [now, line.copy.titleID.rawValue])
        }
        let today = calendar.day(of: Date(timeIntervalSince1970: TimeInterval(now)))
        for title in Set(lines.map(\.copy.titleID)) { try endHoldsWithoutCopies(of: title, by: account, today: today, now: now) }
        return try writeOffRecord(number)
    }

    /// Ends the holds queued for a title the act left with no copy that could come to a reader —
    /// none on the shelf, out, at the bindery or lost and perhaps found — as a new hold on it is
    /// refused (`hold_no_lendable_copies`): they would wait for ever and count against the readers.
    private func endHoldsWithoutCopies(of title: TitleID, by account: String?, today: Day, now: Int64) throws {
        let left = try first("""
            SELECT count(*) FROM copies WHERE title_id = \(Self.p(1)) AND status IN ('available', 'on_loan', 'bindery', 'lost')
            """, title.rawValue) { try $0.int(0) } ?? 0
        guard left == 0 else { return }
        let queued = try query("""
            SELECT id FROM holds WHERE title_id = \(Self.p(1)) AND state = 'queued' ORDER BY id
            """, values: [title.rawValue]) { HoldID(try $0.int64(0)) }
        for hold in queued { _ = try cancelHold(hold, reader: nil, by: account, today: today, now: now) }
    }

    /// Of these copies, those an act of `day` may write off — as ``writeOff(_:number:by:calendar:now:)``
    /// checks each: not out to a reader, not on its way, not set aside or wanted for a hold, not
    /// written off already, received by that day.
    package func writableOff(_ copies: [InventoryNumber], on day: Day, calendar: LibraryCalendar) throws -> [InventoryNumber] {
        copies.filter { inventory in (try? checkWrittenOffable(copyRecord(inventory), on: day, calendar: calendar)) != nil }
    }

    /// Refuses a copy that cannot be written off on `day`.
    private func checkWrittenOffable(_ copy: CopyRecord, on day: Day, calendar: LibraryCalendar) throws {
        let inventory = copy.inventoryNumber
        if let previous = copy.writeOff { throw AccountingError.copyAlreadyWrittenOff(inventory, act: previous.reference) }
        if copy.copy.status == .writtenOff { throw AccountingError.copyAlreadyWrittenOff(inventory, act: "—") }
        if copy.copy.status == .onLoan { throw AccountingError.copyOnLoanInAct(inventory) }
        if copy.placement?.travellingTo != nil { throw AccountingError.copyTravellingInAct(inventory) }
        let held = try first("""
            SELECT count(*) FROM holds
            WHERE (copy_id = \(Self.p(1)) AND state IN ('in_transit', 'waiting')) OR (wanted_copy_id = \(Self.p(1)) AND state = 'queued')
            """, copy.id.rawValue) { try $0.int(0) } ?? 0
        if held > 0 { throw AccountingError.copyHeldInAct(inventory) }
        let received = try copy.copy.receipt.map { try receiptHeader($0).receivedOn } ?? copy.copy.receivedOn
            ?? calendar.day(of: copy.createdAt)
        if received > day { throw AccountingError.copyReceivedAfterAct(inventory, received: received) }
    }
}
