extension Migrations {
    /// A journey between branches may be called off while the copy is still where it was sent
    /// from: it ends then (`received_at`), and `cancelled_at` says it was called off, not received.
    static let v30TransferCancelled = Migration(version: 30, name: "transfers called off", sqlite: """
        ALTER TABLE transfers ADD COLUMN cancelled_at INTEGER;
        """, postgres: """
        ALTER TABLE transfers ADD COLUMN cancelled_at bigint;
        """)
}
