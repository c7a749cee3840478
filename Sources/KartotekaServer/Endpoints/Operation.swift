import KartotekaWire

/// What the OpenAPI document says of an API endpoint beyond what its route (method, path,
/// parameters, operation id) and its declaration (body, answer, access) already tell.
struct Operation: Sendable {
    /// One sentence on what it does.
    let summary: String
    /// Its group in the document.
    let tag: APITag
    /// Error statuses it answers besides those its declaration implies (400 for parameters and
    /// bodies, 404 for a path naming something, 415 for a JSON body, 401/403 for its access).
    let errors: [Int]
    /// More than the summary says.
    let description: String?

    init(_ summary: String, tag: APITag, errors: [Int] = [], description: String? = nil) {
        self.summary = summary
        self.tag = tag
        self.errors = errors
        self.description = description
    }
}

/// The groups of the OpenAPI document, in their order.
enum APITag: String, Sendable, CaseIterable {
    case titles = "Titles"
    case copiesAndLoans = "Copies and loans"
    case readers = "Readers"
    case search = "Search"
    case locations = "Locations"
    case branches = "Branches"
    case accounts = "Fund accounts"
    case holds = "Holds"
    case notices = "Notices"
    case statistics = "Statistics"
    case exchange = "Exchange with IRBIS"
    case cataloguing = "Cataloguing"
    case copyCataloguing = "Copy cataloguing"
    case settings = "Settings"
    case bookService = "Book service"
    case inspection = "Inspection"
    case personalData = "Personal data"
    case meta = "Meta"
}
