import Foundation
import KartotekaCore

/// Lost books made good with another copy, the same for both stores: the copy accepted joins the
/// fund through a receipt of source «взамен утерянных», and the ledger of such copies
/// (Order 590, appendix 4) is read from the losses.
extension StoreConnection {
    /// Catalogues the copy a reader brought instead of a lost one, under the lost copy's title (or
    /// the one named) at the lost copy's home branch, in the receipt named or the year's open
    /// receipt of replacements (a new one when there is none).
    package func acceptReplacement(_ replacement: LossReplacement, for loss: BookLoss, by account: String?, today: Day,
                                   now: Int64) throws -> CopyRecord {
        let lost = try loss.copyID.flatMap { id in
            try first("SELECT title_id, home_branch_id FROM copies WHERE id = \(Self.p(1))", id.rawValue) {
                (title: TitleID(try $0.int64(0)), home: BranchID(try $0.int64(1)))
            }
        }
        guard let titleID = replacement.titleID ?? lost?.title else { throw LossReplacement.titleMissing }
        _ = try titleRecord(titleID)
        let receipt = try replacement.receipt.map { try replacementReceipt($0) } ?? openReplacementReceipt(today: today, by: account, now: now)
        let copy = Copy(inventoryNumber: replacement.inventoryNumber, price: replacement.price, receipt: receipt)
        try insertCopyRow(copy, titleID: titleID, branch: try lost?.home ?? mainBranchID(), now: now)
        return try copyRecord(replacement.inventoryNumber)
    }

    /// A receipt named for a replacement: it must exist and be of replacements.
    private func replacementReceipt(_ number: YearlyNumber) throws -> YearlyNumber {
        let source = try receiptRecord(number).receipt.source
        guard source == .replacement else { throw AccountingError.receiptNotForReplacement(number) }
        return number
    }

    /// The latest open receipt of replacements of today's month, or a new one dated today: a
    /// replacement joins no batch of an earlier month, whose figures (the month's, the quarter's
    /// in the book of summary accounting) it would change after they were reported.
    private func openReplacementReceipt(today: Day, by account: String?, now: Int64) throws -> YearlyNumber {
        // Two losses settled at once find one receipt: the second waits for the first's.
        try holdNumbering("receipts")
        let monthStart = Day(year: today.year, month: today.month, day: 1)!
        let open = try first("""
            SELECT year, number FROM receipts WHERE source = 'replacement' AND is_open = TRUE AND year = \(Self.p(1))
              AND received_on >= \(Self.p(2)) AND received_on <= \(Self.p(3))
            ORDER BY number DESC LIMIT 1
            """, today.year, monthStart.isoText, today.isoText) { YearlyNumber(year: try $0.int(0), number: try $0.int(1)) }
        if let open { return open }
        let receipt = Receipt(receivedOn: today, source: .replacement, document: AccompanyingDocument(kind: .acceptanceAct))
        return try addReceipt(receipt, number: nil, by: account, now: now).number
    }

    /// The ledger of copies accepted instead of lost ones: the losses settled as replaced in a
    /// period (`calendar` turns its days into instants), in the order they were settled.
    package func replacementLedger(_ period: LedgerPeriod, calendar: LibraryCalendar) throws -> [ReplacementLedgerLine] {
        let from = Int64(calendar.instant(of: period.from).timeIntervalSince1970)
        let to = Int64(calendar.instant(of: period.to.adding(days: 1)).timeIntervalSince1970)
        let rows = try query("""
            SELECT s.id, s.settled_at, r.surname, r.first_name, r.patronymic, s.ticket_number, s.inventory_number, s.title_description,
                   lt.year, coalesce(lc.price_kopecks, lt.price_kopecks), s.replacement_inventory_number, rc.title_id,
                   coalesce(rc.price_kopecks, rt.price_kopecks), s.settlement_note
            FROM losses s LEFT JOIN readers r ON r.id = s.reader_id
            LEFT JOIN copies lc ON lc.id = s.copy_id LEFT JOIN titles lt ON lt.id = lc.title_id
            LEFT JOIN copies rc ON rc.id = s.replacement_copy_id LEFT JOIN titles rt ON rt.id = rc.title_id
            WHERE s.settled_how = 'replaced' AND s.settled_at >= \(Self.p(1)) AND s.settled_at < \(Self.p(2))
            ORDER BY s.settled_at, s.id
            """, values: [from, to]) { row in
            (line: ReplacementLedgerLine(
                lossID: LossID(try row.int64(0)), day: calendar.day(of: try row.instant(1)),
                readerName: row.optionalText(2).map { Reader.shortName(surname: $0, firstName: row.text(3), patronymic: row.text(4)) } ?? "",
                ticketNumber: row.optionalText(5).map(TicketNumber.init(unchecked:)),
                lost: .init(inventoryNumber: InventoryNumber(unchecked: row.text(6)), description: row.text(7), year: try row.optionalInt(8),
                            price: try row.optionalInt64(9).map(Money.init(kopecks:))),
                accepted: nil, note: row.text(13)),
             accepted: row.optionalText(10).map(InventoryNumber.init(unchecked:)), titleID: try row.optionalInt64(11).map(TitleID.init),
             price: try row.optionalInt64(12).map(Money.init(kopecks:)))
        }
        return try rows.map { row in
            var line = row.line
            if let inventory = row.accepted {
                let title = try row.titleID.map { try titleRecord($0).title }
                line.accepted = .init(inventoryNumber: inventory, description: title?.shortDescription ?? "", year: title?.year,
                                      price: row.price)
            }
            return line
        }
    }
}
