extension Migrations {
    /// The public catalogue's title prefixes in index order to the last tie: PostgreSQL's index on
    /// the title key alone left titles of the same title (a reprint, a set of volumes) to be
    /// sorted by id after reading all of them; an index on the key and the id reads the first
    /// fifty and stops. (SQLite's index holds the row id already.)
    static let v13TitleKeyOrder = Migration(version: 13, name: "title key order", sqlite: """
        SELECT 1;
        """, postgres: """
        CREATE INDEX titles_title_key_id ON titles (title_key, id);
        DROP INDEX titles_title_key;
        """)
}
