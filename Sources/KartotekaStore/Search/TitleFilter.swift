import KartotekaCore

extension TitleFilter {
    /// Whether it keeps every title.
    package var keepsAll: Bool {
        availability == .all && branch == nil
    }

    /// The condition on titles `t` with its values, its parameters numbered from `first` in the
    /// statement of connection type `C`; `nil` when it keeps every title.
    package func condition<C: StoreConnection>(for _: C.Type, from first: Int) -> (sql: String, values: [any DatabaseValueConvertible])? {
        var values: [any DatabaseValueConvertible] = []
        let sql = TitleSummaryColumns.condition(availability, branch: branch) {
            values.append(today)
            return C.parameter(first)
        }
        return sql.map { ($0, values) }
    }

    /// ` AND <condition>` with its values appended to `values`, or nothing.
    package func clause<C: StoreConnection>(for type: C.Type, appendingTo values: inout [any DatabaseValueConvertible]) -> String {
        guard let (sql, extra) = condition(for: type, from: values.count + 1) else { return "" }
        values += extra
        return " AND " + sql
    }
}
