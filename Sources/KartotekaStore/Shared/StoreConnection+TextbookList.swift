import KartotekaCore

/// The textbook list's reports, the same for both stores.
extension StoreConnection {
    /// The carded textbooks that have grades, by card number: the card's subject and grades, the
    /// title's Federal list number and last day, and its copies neither written off nor lost.
    package func textbookStock() throws -> [TextbookStock] {
        let at = TitleColumns.count
        return try query("""
            SELECT \(TitleColumns.select), k.card_number, k.subject, k.grade_from, k.grade_to,
                (SELECT count(*) FROM copies c WHERE c.title_id = k.title_id AND c.status NOT IN (\(Self.p(1)), \(Self.p(2))))
            FROM textbook_cards k JOIN titles t ON t.id = k.title_id
            WHERE k.grade_from IS NOT NULL ORDER BY k.card_number
            """, values: [CopyStatus.writtenOff.rawValue, CopyStatus.lost.rawValue]) { row in
            let record = try TitleColumns.decode(row)
            let low = try row.int(at + 2)
            return TextbookStock(titleID: record.id, description: record.title.shortDescription, cardNumber: try row.int(at),
                                 fpuNumber: record.title.fpuNumber, subject: row.text(at + 1), grades: low...max(low, try row.int(at + 3)),
                                 usableUntil: record.title.usableUntilDay, copies: try row.int(at + 4),
                                 work: SearchText.fold(record.title.authorLine + " " + record.title.title).collapsedWhitespace,
                                 part: record.title.volume.collapsedWhitespace)
        }
    }
}
