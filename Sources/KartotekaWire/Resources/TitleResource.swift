import Foundation
import KartotekaValues

/// A title as the API and `--json` show it: flat bibliographic fields, with its copies on the
/// title card, availability counts in lists, and counts per branch in both.
public struct TitleResource: Codable, Sendable, Hashable {
    public var id: Int64 = 0
    /// The ISBN with hyphens.
    public var isbn: String?
    public var authorSurname: String = ""
    public var authorInitials: String = ""
    public var authorGivenNames: String = ""
    /// Other authors as `Surname I. O.`.
    public var otherAuthors: [String] = []
    /// All authors, comma-separated, for display.
    public var authors: String = ""
    public var title: String = ""
    public var subtitle: String = ""
    public var publisher: String = ""
    public var city: String = ""
    public var year: Int?
    public var pages: Int?
    /// The price with two decimals: `254.00`.
    public var price: String?
    public var bbk: String = ""
    public var udc: String = ""
    public var authorSign: String = ""
    public var language: String = ""
    public var annotation: String = ""
    public var keywords: [String] = []
    /// `textbook`, `fiction`, `reference`, `periodical` or `other`: what the loan rules know it by.
    public var documentKind: String = ""
    public var createdAt: Date = Date(timeIntervalSince1970: 0)
    public var updatedAt: Date = Date(timeIntervalSince1970: 0)
    /// The copies, on the title card.
    public var copies: [CopyResource]?
    /// Counts, in lists.
    public var copyCount: Int?
    public var availableCount: Int?
    public var onLoanCount: Int?
    public var overdueCount: Int?
    /// How the copies stand at each branch that has any, the main branch first: on the title
    /// card and in lists.
    public var byBranch: [BranchCountsResource]?
    /// On a title card: its holds in force, the copies set aside first, then the queue in its order.
    public var holds: [HoldResource]?

    /// Empty, for the mapping from the domain to fill in.
    public init() {}
}

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

    /// The title's own fields, on the card and in lists.
    public static let fields: [SchemaProperty<TitleResource>] = [
        .init("id", \.id, .id),
        .init("isbn", \.isbn, "The ISBN with hyphens; absent when the title has none."),
        .init("authorSurname", \.authorSurname), .init("authorInitials", \.authorInitials),
        .init("authorGivenNames", \.authorGivenNames), .init("otherAuthors", \.otherAuthors, "Other authors as `Surname I. O.`."),
        .init("authors", \.authors, "All authors, comma-separated, for display."),
        .init("title", \.title), .init("subtitle", \.subtitle), .init("publisher", \.publisher), .init("city", \.city),
        .init("year", \.year, "Absent when unknown."), .init("pages", \.pages, "Absent when unknown."),
        .init("price", \.price, .price()),
        .init("bbk", \.bbk), .init("udc", \.udc), .init("authorSign", \.authorSign),
        .init("language", \.language, "A three-letter code (`rus`) or empty."),
        .init("annotation", \.annotation), .init("keywords", \.keywords),
        .init("documentKind", \.documentKind, .string("What kind of item it is, for the loan rules.", values: DocumentKind.codes)),
        .init("createdAt", \.createdAt), .init("updatedAt", \.updatedAt),
    ]

    /// The copies per branch.
    private static let byBranch = SchemaProperty<TitleResource>(
        "byBranch", \.byBranch, "Per branch that has any of its copies, the main branch first.").alwaysThere
}
