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
    /// A collective author (an organisation).
    public var collectiveAuthor: String = ""
    /// A part of a multi-volume work: its designation.
    public var volume: String = ""
    /// A part of a multi-volume work: its own title.
    public var volumeTitle: String = ""
    /// The statements of responsibility after the authors: translators, editors, illustrators.
    public var responsibility: String = ""
    /// The edition statement.
    public var edition: String = ""
    public var publisher: String = ""
    public var city: String = ""
    public var year: Int?
    public var pages: Int?
    /// The price with two decimals: `254.00`.
    public var price: String?
    /// The series the book belongs to.
    public var series: String = ""
    /// The book's number in its series.
    public var seriesNumber: String = ""
    /// The age mark: `16+`, `не маркируется`; empty when none is recorded.
    public var ageMark: String = ""
    public var bbk: String = ""
    public var udc: String = ""
    public var authorSign: String = ""
    /// The IRBIS shelf code (903) the record came with; empty: made from the pattern on export.
    public var irbisShelfCode: String = ""
    public var language: String = ""
    public var annotation: String = ""
    public var keywords: [String] = []
    /// `textbook`, `fiction`, `reference`, `periodical` or `other`: what the loan rules know it by.
    public var documentKind: String = ""
    /// A textbook's number in the Federal list of textbooks (ФПУ).
    public var fpuNumber: String = ""
    /// The last day a textbook may be used by the Federal list, `YYYY-MM-DD`; empty when no end is set.
    public var usableUntil: String = ""
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

extension TitleResource {
    /// The plain text fields, by their names in the title's field table (``TitleFields``; a test
    /// holds the two lists to each other): the mappings from and to the domain carry them
    /// through this list.
    public static let textFields: [(name: String, keyPath: WritableKeyPath<TitleResource, String> & Sendable)] = [
        ("title", \.title), ("subtitle", \.subtitle), ("collectiveAuthor", \.collectiveAuthor), ("volume", \.volume),
        ("volumeTitle", \.volumeTitle), ("responsibility", \.responsibility), ("edition", \.edition), ("publisher", \.publisher), ("city", \.city), ("series", \.series),
        ("seriesNumber", \.seriesNumber), ("ageMark", \.ageMark), ("bbk", \.bbk), ("udc", \.udc), ("fpuNumber", \.fpuNumber), ("usableUntil", \.usableUntil),
        ("authorSign", \.authorSign), ("irbisShelfCode", \.irbisShelfCode), ("annotation", \.annotation),
    ]
}
