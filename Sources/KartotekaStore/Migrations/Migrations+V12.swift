extension Migrations {
    /// A lost book replaced by the reader: the copy they brought instead (взамен утерянной), which
    /// joined the fund when the loss was settled — by id while it is catalogued, by inventory
    /// number for ever (the replacement ledger names it). The same SQL in both databases.
    static let v12LossReplacements = Migration(version: 12, name: "loss replacements", sqlite: lossReplacements,
                                               postgres: lossReplacements)

    private static let lossReplacements = """
        ALTER TABLE losses ADD COLUMN replacement_copy_id bigint REFERENCES copies (id) ON DELETE SET NULL;
        ALTER TABLE losses ADD COLUMN replacement_inventory_number text;
        CREATE INDEX losses_replacement_copy ON losses (replacement_copy_id) WHERE replacement_copy_id IS NOT NULL;
        CREATE INDEX losses_settled ON losses (settled_at) WHERE settled_at IS NOT NULL;
        """
}
