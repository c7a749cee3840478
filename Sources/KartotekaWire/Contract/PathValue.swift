/// A value a path segment can carry: read from the segment as sent (percent-decoded), and written
/// into one when a path is built (percent-encoded by whoever sends it).
public protocol PathValue: Sendable {
    /// The value a segment names, or `nil` when it cannot be one.
    init?(pathSegment: String)
    /// The segment that names the value.
    var pathSegment: String { get }
}

extension RowID: PathValue {
    public init?(pathSegment: String) {
        self.init(parsing: pathSegment)
    }

    public var pathSegment: String { String(rawValue) }
}

extension NaturalKey where Self: PathValue {
    public init?(pathSegment: String) {
        try? self.init(validating: pathSegment)
    }

    public var pathSegment: String { rawValue }
}

extension InventoryNumber: PathValue {}
extension TicketNumber: PathValue {}
extension BranchCode: PathValue {}

extension YearlyNumber: PathValue {
    /// `2027-5` (or `2027/5`, its slash percent-encoded): a year is needed.
    public init?(pathSegment: String) {
        self.init(text: pathSegment)
    }

    public var pathSegment: String { pathText }
}
