import Foundation
import KartotekaCore

/// A title as the API and `--json` show it: flat bibliographic fields, with its copies on the
/// title card, availability counts in lists, and counts per branch in both.
public struct TitleResource: Codable, Sendable, Hashable {
    public var id: Int64
    /// The ISBN with hyphens.
    public var isbn: String?
    public var authorSurname: String
    public var authorInitials: String
    public var authorGivenNames: String
    /// Other authors as `Surname I. O.`.
    public var otherAuthors: [String]
    /// All authors, comma-separated, for display.
    public var authors: String
    /// A collective author (an organisation).
    public var collectiveAuthor = ""
    public var title = ""
    public var subtitle = ""
    /// A part of a multi-volume work: its designation, `Т. 5`.
    public var volume = ""
    /// A part of a multi-volume work: its own title.
    public var volumeTitle = ""
    /// The statements of responsibility after the authors: translators, editors, illustrators.
    public var responsibility = ""
    /// The edition statement: `2-е изд.`.
    public var edition = ""
    public var publisher = ""
    public var city = ""
    public var year: Int?
    public var pages: Int?
    /// The price with two decimals: `254.00`.
    public var price: String?
    /// The series the book belongs to.
    public var series = ""
    /// The book's number in its series.
    public var seriesNumber = ""
    public var bbk = ""
    public var udc = ""
    public var authorSign = ""
    public var language: String
    public var annotation = ""
    public var keywords: [String]
    /// `textbook`, `fiction`, `reference`, `periodical` or `other`: what the loan rules know it by.
    public var documentKind: String
    public var createdAt: Date
    public var updatedAt: Date
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

    /// The resource for a stored title.
    public init(_ record: TitleRecord) {
        let title = record.title
        id = record.id.rawValue
        isbn = title.isbn?.hyphenated
        authorSurname = title.firstAuthor?.surname ?? ""
        authorInitials = title.firstAuthor?.initials ?? ""
        authorGivenNames = title.firstAuthor?.givenNames ?? ""
        otherAuthors = title.otherAuthors.map(\.shortForm)
        authors = title.authorLine
        year = title.year
        pages = title.pages
        price = title.price?.decimalText
        language = title.language
        keywords = title.keywords
        documentKind = title.documentKind.rawValue
        createdAt = record.createdAt
        updatedAt = record.updatedAt
        for field in TitleTextFields.resource { self[keyPath: field.wire] = title[keyPath: field.record] }
    }

    /// The resource for a title card, with copies and their loans as of `today`, and its holds,
    /// their readers shown as `holder` says and where they stand in `language`.
    public init(_ details: TitleDetails, today: Day, holder: HolderDisclosure = .contact, language: Language = .russian) {
        self.init(details.record)
        copies = details.copies.map { CopyResource($0, today: today, holder: holder) }
        byBranch = details.byBranch.map(BranchCountsResource.init)
        holds = details.holds.map { HoldResource($0, language: language, reader: holder) }
    }

    /// The resource for a list row.
    public init(_ summary: TitleSummary) {
        self.init(summary.record)
        copyCount = summary.copyCount
        availableCount = summary.availableCount
        onLoanCount = summary.onLoanCount
        overdueCount = summary.overdueCount
        byBranch = summary.byBranch.map(BranchCountsResource.init)
    }
}

extension TitleResource {
    /// The plain text fields, by their names in the title's field table (``TitleFields``; a test
    /// holds the two lists to each other): the mappings from and to the domain and the JSON
    /// writer carry them through this list.
    public static let textFields: [(name: String, keyPath: WritableKeyPath<TitleResource, String> & Sendable)] = [
        ("title", \.title), ("subtitle", \.subtitle), ("collectiveAuthor", \.collectiveAuthor), ("volume", \.volume),
        ("volumeTitle", \.volumeTitle), ("responsibility", \.responsibility), ("edition", \.edition), ("publisher", \.publisher), ("city", \.city), ("series", \.series),
        ("seriesNumber", \.seriesNumber), ("bbk", \.bbk), ("udc", \.udc), ("authorSign", \.authorSign), ("annotation", \.annotation),
    ]
}
