import Foundation
import KartotekaCore
import KartotekaStore

extension PostgresLibraryStore {
    public func forEachTitle(_ selection: TitleSelection, batchSize: Int, _ body: ([TitleWithCopies]) throws -> Void) throws {
        let (filter, values) = Self.filter(selection)
        try read { db in
            // Two cursors walked side by side in id order (see ExportBatches). Every title is
            // wanted when there is no filter: then copies need no look-up of their title.
            let titles = try PostgresCursor(db, name: "export_titles", sql: "SELECT \(TitleColumns.select) FROM titles t \(filter) ORDER BY t.id",
                                            values: values)
            let scope = filter.isEmpty ? "" : "WHERE c.title_id IN (SELECT t.id FROM titles t \(filter))"
            let copies = try PostgresCursor(db, name: "export_copies",
                                            sql: "SELECT \(CopyColumns.select) FROM copies c \(scope) ORDER BY c.title_id, c.id", values: values)
            try ExportBatches.titlesWithCopies(batchSize: batchSize, nextTitle: { try titles.next().map { try TitleColumns.decode($0) } },
                                               nextCopy: { try copies.next().map { try CopyColumns.decode($0) } }, body)
        }
    }

    public func forEachReader(_ selection: ReaderSelection, batchSize: Int, _ body: ([ReaderWithLoans]) throws -> Void) throws {
        if case .tickets(let tickets) = selection, tickets.isEmpty { return }
        let (filter, values) = Self.filter(selection)
        try read { db in
            let readers = try PostgresCursor(db, name: "export_readers", sql: "SELECT \(ReaderColumns.select) FROM readers r \(filter) ORDER BY r.id",
                                             values: values, blockSize: batchSize)
            while case let batch = try readers.next(max(1, batchSize)).map({ try ReaderColumns.decode($0) }), !batch.isEmpty {
                try body(try db.withOpenLoans(batch))
            }
        }
    }

    /// The condition on titles `t` for a selection, with its parameters.
    private static func filter(_ selection: TitleSelection) -> (String, [any DatabaseValueConvertible]) {
        switch selection {
        case .all: ("", [])
        case .changedSince(let instant): ("WHERE t.updated_at >= $1", [Int64(instant.timeIntervalSince1970)])
        case .ids(let ids): ("WHERE t.id = ANY($1::bigint[])", [PostgresSQL.idArray(ids.map(\.rawValue))])
        }
    }

    /// The condition on readers `r` for a selection, with its parameters: a reader changed since
    /// the instant, or one of whose loans did.
    private static func filter(_ selection: ReaderSelection) -> (String, [any DatabaseValueConvertible]) {
        switch selection {
        case .all:
            ("", [])
        case .changedSince(let instant):
            ("WHERE r.updated_at >= $1 OR EXISTS (SELECT 1 FROM loans x WHERE x.reader_id = r.id AND x.updated_at >= $1)",
             [Int64(instant.timeIntervalSince1970)])
        case .tickets(let tickets):
            ("WHERE r.ticket_number IN (\(PostgresSQL.placeholders(tickets.count)))", tickets.map(\.rawValue))
        }
    }
}
