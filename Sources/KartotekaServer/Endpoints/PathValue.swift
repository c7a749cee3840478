import KartotekaCore

/// A value that a path segment can carry, read from the segment as sent (percent-decoded).
protocol PathValue: Sendable {
    /// The value a segment names, or `nil` when it cannot be one.
    init?(pathSegment: String)
}

extension RowID: PathValue {
    init?(pathSegment: String) {
        self.init(parsing: pathSegment)
    }
}

extension InventoryNumber: PathValue {
    init?(pathSegment: String) {
        try? self.init(validating: pathSegment)
    }
}

extension TicketNumber: PathValue {
    init?(pathSegment: String) {
        try? self.init(validating: pathSegment)
    }
}

/// An account's login name in a path.
struct AccountName: PathValue, Hashable, CustomStringConvertible {
    /// The name as stored.
    let rawValue: String

    init?(pathSegment: String) {
        guard !pathSegment.isEmpty, !pathSegment.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            return nil
        }
        rawValue = pathSegment
    }

    var description: String { rawValue }
}

extension BranchCode: PathValue {
    init?(pathSegment: String) {
        try? self.init(validating: pathSegment)
    }
}

extension YearlyNumber: PathValue {
    /// `2027-5` (or `2027/5`, its slash percent-encoded): a year is needed.
    init?(pathSegment: String) {
        self.init(text: pathSegment)
    }
}
