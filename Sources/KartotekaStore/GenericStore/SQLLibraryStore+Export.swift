import Foundation
import KartotekaCore

extension SQLLibraryStore {
    public func forEachTitle(_ selection: TitleSelection, batchSize: Int, _ body: ([TitleWithCopies]) throws -> Void) throws {
        let (filter, values) = Self.filter(selection)
        // Every title is wanted when there is no filter: then copies need no look-up of their title.
        let scope = filter.isEmpty ? "" : "WHERE c.title_id IN (SELECT t.id FROM titles t \(filter))"
        try read { db in
            // Two cursors walked side by side in id order (see ExportBatches).
            try db.withRows(named: "export_titles", "SELECT \(TitleColumns.select) FROM titles t \(filter) ORDER BY t.id",
                            values: values, blockSize: 500) { nextTitle in
                try db.withRows(named: "export_copies", "SELECT \(CopyColumns.select) FROM copies c \(scope) ORDER BY c.title_id, c.id",
                                values: values, blockSize: 500) { nextCopy in
                    try ExportBatches.titlesWithCopies(batchSize: batchSize, nextTitle: { try nextTitle().map { try TitleColumns.decode($0) } },
                                                       nextCopy: { try nextCopy().map { try CopyColumns.decode($0) } }, body)
                }
            }
        }
    }

    public func forEachReader(_ selection: ReaderSelection, batchSize: Int, _ body: ([ReaderWithLoans]) throws -> Void) throws {
        if case .tickets(let tickets) = selection, tickets.isEmpty { return }
        let (filter, values) = Self.filter(selection)
        try read { db in
            try db.withRows(named: "export_readers", "SELECT \(ReaderColumns.select) FROM readers r \(filter) ORDER BY r.id",
                            values: values, blockSize: max(1, batchSize)) { next in
                var batch: [ReaderRecord] = []
                while let row = try next() {
                    batch.append(try ReaderColumns.decode(row))
                    if batch.count >= batchSize {
                        try body(try db.withOpenLoans(batch))
                        batch.removeAll(keepingCapacity: true)
                    }
                }
                if !batch.isEmpty { try body(try db.withOpenLoans(batch)) }
            }
        }
    }

    /// The condition on titles `t` for a selection, with its parameters: a title changed since the
    /// instant, or one of its copies (edited, lent or taken back, lost, checked, sent between
    /// branches), so that 910 in IRBIS follows the loans the readers' file carries.
    private static func filter(_ selection: TitleSelection) -> (String, [any DatabaseValueConvertible]) {
        switch selection {
        case .all:
            ("", [])
        case .changedSince(let instant):
            ("""
            WHERE t.updated_at >= \(p(1))
               OR EXISTS (SELECT 1 FROM copies c WHERE c.title_id = t.id AND c.updated_at >= \(p(1)))
               OR EXISTS (SELECT 1 FROM loans l JOIN copies c ON c.id = l.copy_id WHERE c.title_id = t.id AND l.updated_at >= \(p(1)))
               OR EXISTS (SELECT 1 FROM transfers x JOIN copies c ON c.id = x.copy_id WHERE c.title_id = t.id AND x.updated_at >= \(p(1)))
            """, [Int64(instant.timeIntervalSince1970)])
        case .ids(let ids):
            ("WHERE t.id IN \(Database.Connection.idList(p(1)))", [Database.Connection.idListValue(ids.map(\.rawValue))])
        }
    }

    /// The condition on readers `r` for a selection, with its parameters: a reader changed since
    /// the instant, or one of whose loans did.
    private static func filter(_ selection: ReaderSelection) -> (String, [any DatabaseValueConvertible]) {
        switch selection {
        case .all:
            ("", [])
        case .changedSince(let instant):
            ("WHERE r.updated_at >= \(p(1)) OR EXISTS (SELECT 1 FROM loans x WHERE x.reader_id = r.id AND x.updated_at >= \(p(1)))",
             [Int64(instant.timeIntervalSince1970)])
        case .tickets(let tickets):
            ("WHERE r.ticket_number IN (\(Database.Connection.parameters(tickets.count)))", tickets.map(\.rawValue))
        }
    }
}
