extension TextbookCardEdit {
    /// Whether it leaves a field as the card has it.
    public var keepsSomeField: Bool {
        subject == nil || grades == nil || federalList == nil
    }

    /// The card it makes over `current` (`nil`: a new card), checked; every problem at once.
    public func card(over current: TextbookCard?) throws(ValidationError) -> TextbookCard {
        try TextbookCard.parsing(titleID: titleID, number: number, subject: subject ?? current?.subject ?? "",
                                 grades: grades ?? current?.gradesText ?? "", federalList: federalList ?? current?.federalList ?? false)
    }
}
