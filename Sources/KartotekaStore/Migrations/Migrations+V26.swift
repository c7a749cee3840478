extension Migrations {
    /// An act of destruction keeps the operator's address with its name, as Roskomnadzor order
    /// № 179 wants it (the main branch's address when the act was written).
    static let v26OperatorAddress = Migration(version: 26, name: "operator address", sqlite: """
        ALTER TABLE destruction_acts ADD COLUMN operator_address TEXT NOT NULL DEFAULT '';
        """, postgres: """
        ALTER TABLE destruction_acts ADD COLUMN operator_address text NOT NULL DEFAULT '';
        """)
}
