import Foundation
import KartotekaCore

/// The textbook fund's cards, the same for both stores.
extension StoreConnection {
    /// Opens or changes a card; a card whose copies are numbered after it keeps its number.
    package func setTextbookCard(_ card: TextbookCard, now: Int64, calendar: LibraryCalendar) throws -> TextbookCardDetails {
        guard try titleRecord(card.titleID).title.documentKind == .textbook else { throw TextbookError.notATextbook(card.titleID) }
        if let old = try self.card(of: card.titleID), old.number != card.number {
            let prefix = old.copyNumber(0).rawValue.dropLast()
            let numbered = try first("""
                SELECT count(*) FROM copies WHERE title_id = \(Self.p(1)) AND inventory_number LIKE \(Self.p(2))
                """, card.titleID.rawValue, prefix + "%") { try $0.int(0) } ?? 0
            if numbered > 0 { throw TextbookError.cardHasCopies(old.number, copies: numbered) }
        }
        if try first("SELECT 1 FROM textbook_cards WHERE card_number = \(Self.p(1)) AND title_id <> \(Self.p(2))", card.number,
                     card.titleID.rawValue, map: { _ in true }) != nil {
            throw TextbookError.cardNumberTaken(card.number)
        }
        _ = try change("""
            INSERT INTO textbook_cards (title_id, card_number, subject, grade_from, grade_to, federal_list, updated_at)
            VALUES (\(Self.parameters(7)))
            ON CONFLICT (title_id) DO UPDATE SET card_number = excluded.card_number, subject = excluded.subject,
                grade_from = excluded.grade_from, grade_to = excluded.grade_to, federal_list = excluded.federal_list,
                updated_at = excluded.updated_at
            """, values: [card.titleID.rawValue, card.number, card.subject, card.grades?.lowerBound, card.grades?.upperBound,
                          card.federalList, now])
        return try textbookCard(card.titleID, calendar: calendar)
    }

    /// A title's card with what its copies did.
    package func textbookCard(_ titleID: TitleID, calendar: LibraryCalendar) throws -> TextbookCardDetails {
        guard let card = try card(of: titleID) else { throw TextbookError.cardNotFound(titleID) }
        return try details(card, calendar: calendar)
    }

    /// A title's card, or `nil` when it has none.
    package func card(of titleID: TitleID) throws -> TextbookCard? {
        try cards(where: "k.title_id = \(Self.p(1))", [titleID.rawValue]).first
    }

    /// The cards, by number: all, or those for a grade.
    package func textbookCards(grade: Int?, calendar: LibraryCalendar) throws -> [TextbookCardDetails] {
        let cards = try grade.map { try self.cards(where: "k.grade_from <= \(Self.p(1)) AND k.grade_to >= \(Self.p(1))", [$0]) }
            ?? cards(where: "TRUE", [])
        return try cards.map { try details($0, calendar: calendar) }
    }

    /// Catalogues copies under a card at a branch's desk (`nil`: the main branch), numbered on from
    /// the highest there is.
    package func addTextbookCopies(_ titleID: TitleID, count: Int, receipt: YearlyNumber?, price: Money?, at branch: BranchCode?,
                                   calendar: LibraryCalendar, now: Int64) throws -> TextbookCardDetails {
        guard let card = try card(of: titleID) else { throw TextbookError.cardNotFound(titleID) }
        // Two desks receiving copies under one card at once number them one after the other.
        try holdNumbering("textbook-copies")
        let prefix = card.copyNumber(0).rawValue.dropLast()
        let taken = try query("SELECT inventory_number FROM copies WHERE inventory_number LIKE \(Self.p(1))", values: [prefix + "%"]) {
            Int($0.text(0).dropFirst(prefix.count)) ?? 0
        }
        let desk = try branchID(branch)
        let first = (taken.max() ?? 0) + 1
        for index in first..<(first + count) {
            try insertCopyRow(Copy(inventoryNumber: card.copyNumber(index), price: price, receipt: receipt), titleID: titleID, branch: desk,
                              now: now)
        }
        return try details(card, calendar: calendar)
    }

    /// The textbook titles, by author and title.
    package func textbookTitles() throws -> [TitleRecord] {
        try query("SELECT \(TitleColumns.select) FROM titles t WHERE t.document_kind = 'textbook' ORDER BY t.sort_key, t.id",
                  values: []) { try TitleColumns.decode($0) }
    }

    package func cards(where filter: String, _ values: [any DatabaseValueConvertible]) throws -> [TextbookCard] {
        try query("""
            SELECT k.title_id, k.card_number, k.subject, k.grade_from, k.grade_to, k.federal_list FROM textbook_cards k
            WHERE \(filter) ORDER BY k.card_number
            """, values: values) { row in
            let grades = try row.optionalInt(3).flatMap { low in try row.optionalInt(4).map { low...max(low, $0) } }
            return TextbookCard(titleID: TitleID(try row.int64(0)), number: try row.int(1), subject: row.text(2), grades: grades,
                                federalList: try row.bool(5))
        }
    }

    private func details(_ card: TextbookCard, calendar: LibraryCalendar) throws -> TextbookCardDetails {
        let title = try titleRecord(card.titleID).title
        let copies = try query("""
            SELECT \(LedgerSQL.receivedDay), c.created_at, \(LedgerSQL.value), w.act_date, c.status
            FROM \(LedgerSQL.valuedCopies) LEFT JOIN write_offs w ON w.id = wi.write_off_id WHERE c.title_id = \(Self.p(1))
            """, values: [card.titleID.rawValue]) { row in
            (received: try row.optionalDay(0) ?? calendar.day(of: try row.instant(1)), value: Money(kopecks: try row.int64(2)),
             writtenOff: try row.optionalDay(3), status: row.text(4))
        }
        func tallies(_ items: [(year: Int, value: Money)]) -> [TextbookCardDetails.YearTally] {
            Dictionary(grouping: items, by: \.year).map { year, group in
                TextbookCardDetails.YearTally(year: year, copies: group.count, sum: Money(kopecks: group.reduce(0) { $0 + $1.value.kopecks }))
            }.sorted { $0.year < $1.year }
        }
        let holders = try query("""
            SELECT s.class_grade, s.class_letter, r.class_grade, r.class_letter, r.graduated
            FROM loans l JOIN copies c ON c.id = l.copy_id LEFT JOIN class_sets s ON s.id = l.class_set_id
            LEFT JOIN readers r ON r.id = l.reader_id WHERE c.title_id = \(Self.p(1)) AND l.returned_at IS NULL
            """, values: [card.titleID.rawValue]) { row -> String in
            if let grade = try row.optionalInt(0) { return "\(grade)\(row.text(1))" }
            if let grade = try row.optionalInt(2), !(try row.bool(4)) { return "\(grade)\(row.text(3))" }
            return ""
        }
        let holdings = Dictionary(grouping: holders, by: { $0 }).map { TextbookCardDetails.Holding(schoolClass: $0.key, copies: $0.value.count) }
            .sorted { ($0.schoolClass.isEmpty ? 1 : 0, $0.schoolClass) < ($1.schoolClass.isEmpty ? 1 : 0, $1.schoolClass) }
        return TextbookCardDetails(
            card: card, titleDescription: title.shortDescription, author: title.authorLine, title: title.title, year: title.year,
            received: tallies(copies.map { ($0.received.year, $0.value) }),
            writtenOff: tallies(copies.compactMap { copy in copy.writtenOff.map { ($0.year, copy.value) } }),
            inFund: copies.filter { $0.status != CopyStatus.writtenOff.rawValue }.count, handedOut: holders.count, holdings: holdings)
    }
}
