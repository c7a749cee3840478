/// A textbook card as typed to open or change it: the number always, the other fields when given.
/// A field left out (`nil`) stays as the card has it, or is empty on a new card; an empty text
/// clears it. The pages give every field; the API and the command line may leave some out.
public struct TextbookCardEdit: Sendable, Hashable {
    /// The title.
    public var titleID: TitleID
    /// The card's number as typed.
    public var number: String
    /// The school subject as typed; `nil`: as it is.
    public var subject: String?
    /// The grades as typed (`5`, `5-6`); `nil`: as they are.
    public var grades: String?
    /// Whether it is on the Federal list; `nil`: as it is.
    public var federalList: Bool?

    /// Creates an edit.
    public init(titleID: TitleID, number: String, subject: String? = nil, grades: String? = nil, federalList: Bool? = nil) {
        self.titleID = titleID
        self.number = number
        self.subject = subject
        self.grades = grades
        self.federalList = federalList
    }

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
