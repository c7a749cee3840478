import Foundation
import KartotekaValues

/// A reader as the API shows it (to staff only).
public struct ReaderResource: Codable, Sendable, Hashable {
    public var id: Int64 = 0
    public var ticketNumber: String = ""
    public var surname: String = ""
    public var firstName: String = ""
    public var patronymic: String = ""
    /// `1990` or `1990-05-17`.
    public var birth: String?
    /// `female` or `male`.
    public var gender: String?
    public var category: String = ""
    /// `5А`: the pupil's class (their last one once graduated).
    public var schoolClass: String?
    /// Whether the pupil has left school.
    public var graduated: Bool = false
    public var postcode: String = ""
    public var city: String = ""
    public var street: String = ""
    public var house: String = ""
    public var flat: String = ""
    /// The reader's own phone; absent when they have none.
    public var phone: String?
    public var email: String?
    /// A parent's or guardian's phone.
    public var parentPhone: String?
    /// A parent's or guardian's e-mail address.
    public var parentEmail: String?
    public var workplace: String = ""
    /// `YYYY-MM-DD`.
    public var registeredOn: String = ""
    public var createdAt: Date = Date(timeIntervalSince1970: 0)
    public var updatedAt: Date = Date(timeIntervalSince1970: 0)
    /// In lists: books held and overdue.
    public var openLoanCount: Int?
    public var overdueCount: Int?
    /// On the reader card: books held, and past loans.
    public var loans: [LoanResource]?
    public var history: [LoanResource]?
    /// On the reader card: why the reader may not borrow now (empty when they may).
    public var blocks: [BlockResource]?
    /// On the reader card: the books the reader lost, settled or not.
    public var losses: [LossResource]?
    /// On the reader card, as a warning: the other readers reached at the reader's phone or
    /// parent's phone (siblings, or a number typed for the wrong reader).
    public var phoneSharedWith: [ReaderReference]?
    /// On a reader card: their holds in force.
    public var holds: [HoldResource]?

    /// Empty, for the mapping from the domain to fill in.
    public init() {}
}

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
        ])

    /// One page of readers in a list.
    public static let page = Schema<PageResource<ReaderResource>>.page("ReaderPage", of: listItem)

    /// The reader's own fields.
    public static let fields: [SchemaProperty<ReaderResource>] = [
        .init("id", \.id, .id), .init("ticketNumber", \.ticketNumber), .init("surname", \.surname), .init("firstName", \.firstName),
        .init("patronymic", \.patronymic),
        .init("birth", \.birth, .string("The birth year or date: `1990` or `1990-05-17`.", pattern: "^[0-9]{4}(-[0-9]{2}-[0-9]{2})?$")),
        .init("gender", \.gender, .string(values: Gender.codes)),
        .init("category", \.category, "The reader's group: pupils, teachers, staff…; loan rules are set per category."),
        .init("schoolClass", \.schoolClass, "The pupil's class, `5А` (their last one once graduated)."),
        .init("graduated", \.graduated, "Whether the pupil has left school."),
        .init("postcode", \.postcode), .init("city", \.city), .init("street", \.street), .init("house", \.house),
        .init("flat", \.flat), .init("phone", \.phone, "The reader's own phone; absent when they have none."), .init("email", \.email),
        .init("parentPhone", \.parentPhone, "A parent's or guardian's phone."),
        .init("parentEmail", \.parentEmail, "A parent's or guardian's e-mail."),
        .init("workplace", \.workplace), .init("registeredOn", \.registeredOn, .date()),
        .init("createdAt", \.createdAt), .init("updatedAt", \.updatedAt),
    ]

    /// How many books the reader holds and how many are overdue.
    private static let counts: [SchemaProperty<ReaderResource>] = [
        .init("openLoanCount", \.openLoanCount, .count).alwaysThere, .init("overdueCount", \.overdueCount, .count).alwaysThere,
    ]
}
