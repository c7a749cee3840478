import KartotekaCore

/// What exports read besides the rows they walk, the same for both stores.
extension StoreConnection {
    /// A title with all its copies, in id order.
    package func titleWithCopies(_ id: TitleID) throws -> TitleWithCopies {
        let copies = try query("SELECT \(CopyColumns.select) FROM copies c WHERE c.title_id = \(Self.p(1)) ORDER BY c.id",
                               values: [id.rawValue]) { try CopyColumns.decode($0) }
        return TitleWithCopies(title: try titleRecord(id), copies: copies)
    }

    /// The readers with their open loans (soonest due first), each loan with its copy and title.
    package func withOpenLoans(_ readers: [ReaderRecord]) throws -> [ReaderWithLoans] {
        guard !readers.isEmpty else { return [] }
        let loans = try query("""
            SELECT \(LoanColumns.select), \(CopyColumns.select) FROM \(LoanColumns.from)
            WHERE l.returned_at IS NULL AND l.reader_id IN (\(Self.parameters(readers.count))) ORDER BY l.due_on, l.id
            """, values: readers.map(\.id.rawValue)) { row in (try LoanColumns.decode(row).loan, try CopyColumns.decode(row, from: LoanColumns.count)) }
        var titles: [TitleID: TitleWithCopies] = [:]
        for titleID in Set(loans.map(\.1.titleID)) {
            titles[titleID] = try titleWithCopies(titleID)
        }
        return ExportBatches.readersWithLoans(readers, openLoans: loans, titles: titles)
    }
}
