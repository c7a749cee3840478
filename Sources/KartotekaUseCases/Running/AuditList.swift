import KartotekaCore

/// How an audit line names several records: the first few by their identifiers, and how many
/// more there are, so that a line stays short however many a use case changed.
enum AuditList {
    /// The most identifiers a line names.
    static let named = 5

    /// `copy 12345`, `copies 1, 2, 3`, `copies 1, 2, 3, 4, 5 and 7 more`.
    static func copies(_ numbers: [InventoryNumber]) -> String {
        guard numbers.count != 1 else { return "copy \(numbers[0])" }
        let more = numbers.count > named ? " and \(numbers.count - named) more" : ""
        return "copies " + numbers.prefix(named).map(\.rawValue).joined(separator: ", ") + more
    }
}
