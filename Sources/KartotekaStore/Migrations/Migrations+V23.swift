extension Migrations {
    /// The promotion's step keeps the pupil's letter as well as their grade, so that its undo
    /// leaves a pupil moved by hand to a parallel class where they are (steps kept before have no
    /// letter and compare the grade alone). A reader keeps the day a class list for the coming
    /// school year placed them (`listed_ahead_on`): the promotion that follows leaves them in the
    /// class the list gave.
    static let v23PromotionByClass = Migration(version: 23, name: "promotion by class", sqlite: """
        ALTER TABLE promotion_steps ADD COLUMN class_letter TEXT;
        ALTER TABLE readers ADD COLUMN listed_ahead_on TEXT;
        """, postgres: """
        ALTER TABLE promotion_steps ADD COLUMN class_letter text;
        ALTER TABLE readers ADD COLUMN listed_ahead_on text;
        """)
}
