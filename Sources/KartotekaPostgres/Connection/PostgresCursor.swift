import KartotekaStore

/// A server-side cursor inside the current transaction, read a block of rows at a time, so a
/// large answer never sits in memory whole. It ends with its transaction.
final class PostgresCursor {
    private let db: PostgresConnection
    private let name: String
    private let blockSize: Int
    private var block: [PostgresRow] = []
    private var position = 0
    private var finished = false

    /// Declares the cursor `name` over `sql`.
    init(_ db: PostgresConnection, name: String, sql: String, values: [any DatabaseValueConvertible], blockSize: Int = 500) throws {
        self.db = db
        self.name = name
        self.blockSize = max(1, blockSize)
        try db.run("DECLARE \(name) NO SCROLL CURSOR FOR \(sql)", values: values)
    }

    /// The next row, or `nil` after the last.
    func next() throws -> PostgresRow? {
        if position == block.count {
            guard !finished else { return nil }
            block = try db.execute("FETCH FORWARD \(blockSize) FROM \(name)").rows
            position = 0
            finished = block.count < blockSize
            if block.isEmpty { return nil }
        }
        defer { position += 1 }
        return block[position]
    }
}
