import KartotekaCore

/// The filter of a list a query asks for, built a condition at a time: each value bound as the
/// dialect's next placeholder (`?3`, `$3`), the conditions joined into one `WHERE` clause, and the
/// page's `LIMIT … OFFSET …` bound last.
struct SQLFilter {
    /// The values bound, in their placeholders' order.
    private(set) var values: [any DatabaseValueConvertible]
    private var conditions: [String] = []
    private let placeholder: (Int) -> String

    /// A filter with no condition yet, its placeholders written by `placeholder`, after `values`
    /// the statement binds before it.
    init(_ placeholder: @escaping (Int) -> String, after values: [any DatabaseValueConvertible] = []) {
        self.placeholder = placeholder
        self.values = values
    }

    /// Binds `value`; returns its placeholder.
    mutating func bind(_ value: any DatabaseValueConvertible) -> String {
        values.append(value)
        return placeholder(values.count)
    }

    /// Adds a condition without a value.
    mutating func require(_ condition: String) {
        conditions.append(condition)
    }

    /// Adds the condition `condition` writes of `value`'s placeholder.
    mutating func require(_ value: any DatabaseValueConvertible, _ condition: (String) -> String) {
        let parameter = bind(value)
        conditions.append(condition(parameter))
    }

    /// `WHERE` and the conditions, or nothing without one.
    var whereClause: String {
        conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
    }

    /// `LIMIT … OFFSET …` of `page`, bound: one row more than the page holds, which tells
    /// whether there is a next page.
    mutating func limit(_ page: PageRequest) -> String {
        let limit = bind(page.limit + 1)
        return "LIMIT \(limit) OFFSET \(bind(page.offset))"
    }
}
