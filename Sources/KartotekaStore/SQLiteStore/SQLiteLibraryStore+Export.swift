import Foundation
import KartotekaCore

extension SQLiteLibraryStore {
    public func forEachTitle(_ selection: TitleSelection, batchSize: Int, _ body: ([TitleWithCopies]) throws -> Void) throws {
        try read { db in
            switch selection {
            case .all:
                try streamTitles(db, filter: "", values: [], batchSize: batchSize, body)
            case .changedSince(let instant):
                try streamTitles(db, filter: "WHERE t.updated_at >= ?", values: [Int64(instant.timeIntervalSince1970)],
                                 batchSize: batchSize, body)
            case .ids(let ids):
                for chunk in ids.chunked(into: 500) {
                    let marks = Array(repeating: "?", count: chunk.count).joined(separator: ", ")
                    try streamTitles(db, filter: "WHERE t.id IN (\(marks))", values: chunk.map(\.rawValue),
                                     batchSize: batchSize, body)
                }
            }
        }
    }

    /// Walks titles and their copies with two cursors in id order (see ``ExportBatches``).
    private func streamTitles(_ db: SQLiteConnection, filter: String, values: [any DatabaseValueConvertible], batchSize: Int,
                              _ body: ([TitleWithCopies]) throws -> Void) throws {
        let titles = try db.statement("SELECT \(TitleColumns.select) FROM titles t \(filter) ORDER BY t.id")
        // Every title is wanted when there is no filter: then copies need no look-up of their title.
        let scope = filter.isEmpty ? "" : "WHERE c.title_id IN (SELECT t.id FROM titles t \(filter))"
        let copies = try db.statement("SELECT \(CopyColumns.select) FROM copies c \(scope) ORDER BY c.title_id, c.id")
        try titles.bind(values)
        try copies.bind(values)
        defer {
            titles.reset()
            copies.reset()
        }
        try ExportBatches.titlesWithCopies(batchSize: batchSize, nextTitle: { try titles.step().map { try TitleColumns.decode($0) } },
                                           nextCopy: { try copies.step().map { try CopyColumns.decode($0) } }, body)
    }

    public func forEachReader(_ selection: ReaderSelection, batchSize: Int, _ body: ([ReaderWithLoans]) throws -> Void) throws {
        try read { db in
            var filter = ""
            var values: [any DatabaseValueConvertible] = []
            switch selection {
            case .all:
                break
            case .changedSince(let instant):
                let seconds = Int64(instant.timeIntervalSince1970)
                filter = "WHERE r.updated_at >= ? OR EXISTS (SELECT 1 FROM loans x WHERE x.reader_id = r.id AND x.updated_at >= ?)"
                values = [seconds, seconds]
            case .tickets(let tickets):
                guard !tickets.isEmpty else { return }
                filter = "WHERE r.ticket_number IN (\(Array(repeating: "?", count: tickets.count).joined(separator: ", ")))"
                values = tickets.map(\.rawValue)
            }
            let statement = try db.statement("SELECT \(ReaderColumns.select) FROM readers r \(filter) ORDER BY r.id")
            try statement.bind(values)
            defer { statement.reset() }
            var batch: [ReaderRecord] = []
            while let row = try statement.step() {
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

extension Array {
    /// The array cut into consecutive pieces of at most `size` elements.
    func chunked(into size: Int) -> [ArraySlice<Element>] {
        stride(from: 0, to: count, by: size).map { self[$0..<Swift.min($0 + size, count)] }
    }
}
