extension Migrations {
    /// A confirmed foreign agents' publication whose age mark an import or an edit lowered since it
    /// was confirmed is 18+ again: its field is what the desk, the labels and the lists go by.
    static let v29ForeignAgentsAdult = Migration(version: 29, name: "foreign agents' publications 18+", sqlite: """
        UPDATE titles SET age_mark = '18+'
        WHERE age_mark <> '18+' AND id IN (SELECT title_id FROM list_matches WHERE kind = 'foreign_agents' AND state = 'confirmed');
        """, postgres: """
        UPDATE titles SET age_mark = '18+'
        WHERE age_mark <> '18+' AND id IN (SELECT title_id FROM list_matches WHERE kind = 'foreign_agents' AND state = 'confirmed');
        """)
}
