extension Migrations {
    /// The mail password no longer lives in the library's data (it comes from the environment or
    /// an owner-only file): one stored by an older version is removed.
    static let v3MailPasswordOut = Migration(version: 3, name: "mail password out of the database", sqlite: """
        UPDATE settings SET value = json_remove(value, '$.exchange.mail.password')
        WHERE key = 'library' AND json_valid(value) AND json_type(value, '$.exchange.mail.password') IS NOT NULL;
        """, postgres: """
        UPDATE settings SET value = ((value::jsonb) #- '{exchange,mail,password}')::text
        WHERE key = 'library' AND (value::jsonb) #> '{exchange,mail,password}' IS NOT NULL;
        """)
}
