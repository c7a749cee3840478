/// A search or listing of the catalogue.
public struct CatalogQuery: Sendable, Hashable {
    /// Words to look for in titles, authors, ISBN, publisher and keywords; empty lists everything.
    public var text: String
    /// Which titles to keep.
    public var availability: Availability
    /// Which slice to return.
    public var page: PageRequest
    /// Only titles with a copy at this branch, and the counts of those copies; `nil`: everywhere.
    public var branch: BranchCode?

    /// Creates a query.
    public init(text: String = "", availability: Availability = .all, page: PageRequest = PageRequest(), branch: BranchCode? = nil) {
        self.text = text
        self.availability = availability
        self.page = page
        self.branch = branch
    }
}
