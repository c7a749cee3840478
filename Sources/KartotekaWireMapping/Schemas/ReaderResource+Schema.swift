import KartotekaCore
import KartotekaWire

extension ReaderResource: SchemaDescribed {
    /// A reader in an answer is their fields alone.
    public static let schema = Schema<ReaderResource>.resource("Reader", "A reader's fields.", fields)

    /// A reader in a list or search, with their counts.
    public static let listItem = Schema<ReaderResource>.resource(
        "ReaderListItem", "A reader in a list or search, with the number of books held and overdue.", fields + counts)

    /// A reader card.
    public static let card = Schema<ReaderResource>.resource(
        "ReaderCard",
        "A reader card: the reader's fields, the books held now and past loans, why they may not borrow, the books "
            + "they lost, and the readers who share their phone.",
        fields + counts + [
            .init("loans", \.loans, "Open loans.").alwaysThere, .init("history", \.history, "Returned loans.").alwaysThere,
            .init("blocks", \.blocks, "Why the reader may not borrow now; empty when they may.").alwaysThere,
            .init("losses", \.losses, "The books the reader lost, settled or not, newest first.").alwaysThere,
            .init("phoneSharedWith", \.phoneSharedWith,
                  "A warning: the other readers reached at the reader's phone or parent's phone.").alwaysThere,
            .init("holds", \.holds, "The reader's holds in force.").alwaysThere,
            .init("consent", \.consent, "The reader's consent to the processing of personal data; absent when none is on record."),
        ])

    /// One page of readers in a list.
    public static let page = Schema<PageResource<ReaderResource>>.page("ReaderPage", of: listItem)

    /// The reader's fields: those of the reader's field table, and what the resource adds or says otherwise.
    public static let fields: [SchemaProperty<ReaderResource>] = ReaderDraft.resourceProperties(
        alwaysThere: ["ticketNumber", "registeredOn"]
    ) + [
        .init("id", \.id, .id),
        .init("birth", \.birth, .string("The birth year or date: `1990` or `1990-05-17`.", pattern: "^[0-9]{4}(-[0-9]{2}-[0-9]{2})?$")),
        .init("gender", \.gender, .string(values: Gender.codes)),
        .init("category", \.category, "The reader's group: pupils, teachers, staff…; loan rules are set per category."),
        .init("schoolClass", \.schoolClass, "The pupil's class, `5А` (their last one once graduated)."),
        .init("graduated", \.graduated, "Whether the pupil has left school."),
        .init("phone", \.phone, "The reader's own phone; absent when they have none."),
        .init("parentPhone", \.parentPhone, "A parent's or guardian's phone."),
        .init("parentEmail", \.parentEmail, "A parent's or guardian's e-mail."),
        .init("createdAt", \.createdAt), .init("updatedAt", \.updatedAt),
    ]

    /// How many books the reader holds and how many are overdue.
    private static let counts: [SchemaProperty<ReaderResource>] = [
        .init("openLoanCount", \.openLoanCount, .count).alwaysThere, .init("overdueCount", \.overdueCount, .count).alwaysThere,
    ]
}
