import Foundation
import KartotekaCore
import KartotekaStore

extension PostgresLibraryStore {
    public func forEachTitle(_ selection: TitleSelection, batchSize: Int, _ body: ([TitleWithCopies]) throws -> Void) throws {
        try read { db in
            let filter: String
            let values: [any DatabaseValueConvertible]
            switch selection {
            case .all:
                (filter, values) = ("", [])
            case .changedSince(let instant):
                (filter, values) = ("WHERE t.updated_at >= $1", [Int64(instant.timeIntervalSince1970)])
            case .ids(let ids):
                (filter, values) = ("WHERE t.id = ANY($1::bigint[])", [PostgresSQL.idArray(ids.map(\.rawValue))])
            }
            // Two cursors walked side by side in id order (see ExportBatches).
            let titles = try PostgresCursor(db, name: "export_titles", sql: "SELECT \(TitleColumns.select) FROM titles t \(filter) ORDER BY t.id",
                                            values: values)
            // Every title is wanted when there is no filter: then copies need no look-up of their title.
            let scope = filter.isEmpty ? "" : "WHERE c.title_id IN (SELECT t.id FROM titles t \(filter))"
            let copies = try PostgresCursor(db, name: "export_copies",
                                            sql: "SELECT \(CopyColumns.select) FROM copies c \(scope) ORDER BY c.title_id, c.id", values: values)
            try ExportBatches.titlesWithCopies(batchSize: batchSize, nextTitle: { try titles.next().map { TitleColumns.decode($0) } },
                                               nextCopy: { try copies.next().map { CopyColumns.decode($0) } }, body)
        }
    }

    public func forEachReader(_ selection: ReaderSelection, batchSize: Int, _ body: ([ReaderWithLoans]) throws -> Void) throws {
        try read { db in
            let filter: String
            let values: [any DatabaseValueConvertible]
            switch selection {
            case .all:
                (filter, values) = ("", [])
            case .changedSince(let instant):
                filter = "WHERE r.updated_at >= $1 OR EXISTS (SELECT 1 FROM loans x WHERE x.reader_id = r.id AND x.updated_at >= $1)"
                values = [Int64(instant.timeIntervalSince1970)]
            case .tickets(let tickets):
                guard !tickets.isEmpty else { return }
                (filter, values) = ("WHERE r.ticket_number IN (\(PostgresSQL.placeholders(tickets.count)))", tickets.map(\.rawValue))
            }
            let readers = try PostgresCursor(db, name: "export_readers", sql: "SELECT \(ReaderColumns.select) FROM readers r \(filter) ORDER BY r.id",
                                             values: values, blockSize: batchSize)
            while true {
                let batch = try readers.next(max(1, batchSize)).map { ReaderColumns.decode($0) }
                if batch.isEmpty { break }
                try body(try withOpenLoans(db, batch))
            }
        }
    }

    private func withOpenLoans(_ db: PostgresConnection, _ readers: [ReaderRecord]) throws -> [ReaderWithLoans] {
        let loans = try db.query("""
            SELECT \(LoanColumns.select), \(CopyColumns.select) FROM \(LoanColumns.from)
            WHERE l.returned_at IS NULL AND l.reader_id = ANY($1::bigint[]) ORDER BY l.due_on, l.id
            """, PostgresSQL.idArray(readers.map(\.id.rawValue))) { row in
            (LoanColumns.decode(row).loan, CopyColumns.decode(row, from: LoanColumns.count))
        }
        var titles: [TitleID: TitleWithCopies] = [:]
        for titleID in Set(loans.map(\.1.titleID)) {
            let record = try titleRecord(db, titleID)
            let copies = try db.query("SELECT \(CopyColumns.select) FROM copies c WHERE c.title_id = $1 ORDER BY c.id", titleID.rawValue) {
                CopyColumns.decode($0)
            }
            titles[titleID] = TitleWithCopies(title: record, copies: copies)
        }
        return ExportBatches.readersWithLoans(readers, openLoans: loans, titles: titles)
    }
}
