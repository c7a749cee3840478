import KartotekaCore
import KartotekaWire

extension TitleResource: SchemaDescribed {
    /// A title in an answer is a title card.
    public static var schema: Schema<TitleResource> { card }

    /// A title in a list or search, with its counts.
    public static let listItem = Schema<TitleResource>.resource(
        "TitleListItem",
        "A title in a list or search: its fields and how many copies are available, out and overdue, in all and per branch.",
        fields + [
            .init("copyCount", \.copyCount, .count).alwaysThere, .init("availableCount", \.availableCount, .count).alwaysThere,
            .init("onLoanCount", \.onLoanCount, .count).alwaysThere, .init("overdueCount", \.overdueCount, .count).alwaysThere,
            byBranch,
        ])

    /// A title card, with its copies and holds.
    public static let card = Schema<TitleResource>.resource(
        "TitleCard",
        "A title card: its fields, every copy with the open loan of each copy that is out, the copies per branch, and its "
            + "holds in force (the copies set aside first, then the queue in its order).",
        fields + [.init("copies", \.copies).alwaysThere, byBranch, .init("holds", \.holds).alwaysThere])

    /// One page of titles in a list.
    public static let page = Schema<PageResource<TitleResource>>.page("TitlePage", of: listItem)

    /// The title's fields, on the card and in lists: those of the title's field table, and what
    /// the resource adds or says otherwise.
    public static let fields: [SchemaProperty<TitleResource>] = TitleDraft.resourceProperties(
        alwaysThere: ["authorSurname", "authorInitials", "authorGivenNames", "otherAuthors", "language", "keywords", "documentKind"]
    ) + [
        .init("id", \.id, .id),
        .init("isbn", \.isbn, "The ISBN with hyphens; absent when the title has none."),
        .init("authors", \.authors, "All authors, comma-separated, for display."),
        .init("language", \.language, "A three-letter code (`rus`) or empty."),
        .init("documentKind", \.documentKind, .string("What kind of item it is, for the loan rules.", values: DocumentKind.codes)),
        .init("createdAt", \.createdAt), .init("updatedAt", \.updatedAt),
    ]

    /// The copies per branch.
    private static let byBranch = SchemaProperty<TitleResource>(
        "byBranch", \.byBranch, "Per branch that has any of its copies, the main branch first.").alwaysThere
}
