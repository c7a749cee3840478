/// What cataloguing a book did: a new title, or copies added to the title already holding its ISBN.
public struct CataloguingResult: Sendable, Hashable {
    /// The title with all its copies after cataloguing.
    public var details: TitleDetails
    /// Whether the ISBN was already catalogued, so the copies joined that title.
    public var addedToExistingTitle: Bool

    /// Creates a result.
    public init(details: TitleDetails, addedToExistingTitle: Bool) {
        self.details = details
        self.addedToExistingTitle = addedToExistingTitle
    }
}
