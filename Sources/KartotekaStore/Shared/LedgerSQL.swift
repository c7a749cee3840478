import KartotekaCore

/// Pieces of SQL the fund's accounts share, read alike by both databases.
enum LedgerSQL {
    /// Copies `c` with their titles `t`, their batch `r` and their line `wi` in an act of
    /// write-off, for ``value`` and ``receivedDay``.
    static let valuedCopies = """
        copies c JOIN titles t ON t.id = c.title_id
        LEFT JOIN receipts r ON r.year = c.receipt_year AND r.number = c.receipt_number
        LEFT JOIN write_off_items wi ON wi.copy_id = c.id
        """

    /// A copy's value in the fund: what its act recorded, else its own price, else its edition's, else 0.
    static let value = "coalesce(wi.price_kopecks, c.price_kopecks, t.price_kopecks, 0)"

    /// The day a copy entered the fund, when known without its cataloguing time: its batch's,
    /// else its own receipt day (NULL for neither).
    static let receivedDay = "coalesce(r.received_on, c.received_on)"

    /// Copies in the fund's accounts: all but those marked written off without an act here.
    static let accounted = "NOT (c.status = 'written_off' AND wi.id IS NULL)"

    /// Copies that entered the fund from the day of parameter 1 to that of parameter 2 (their
    /// receipt day), or — without one — catalogued from the instant of parameter 3 to before that
    /// of 4; `parameter` writes a parameter as the database does.
    static func receivedBetween(_ parameter: (Int) -> String) -> String {
        "((\(receivedDay) >= \(parameter(1)) AND \(receivedDay) <= \(parameter(2))) "
            + "OR (\(receivedDay) IS NULL AND c.created_at >= \(parameter(3)) AND c.created_at < \(parameter(4))))"
    }

    /// Copies of one fund by their title `t`: textbooks, or all but them.
    static func inFund(_ fund: LedgerFund) -> String {
        fund == .textbooks ? "t.document_kind = 'textbook'" : "t.document_kind <> 'textbook'"
    }
}
