import KartotekaStore

/// Pieces of PostgreSQL statement text built from column lists and counts.
enum PostgresSQL {
    /// `$1, $2, …` for `count` parameters, starting at `first`.
    static func placeholders(_ count: Int, from first: Int = 1) -> String {
        (first..<(first + count)).map { "$\($0)" }.joined(separator: ", ")
    }

    /// `a = $1, b = $2, …` for a comma-separated column list, numbered from `first`.
    static func assignments(_ columns: String, from first: Int = 1) -> String {
        columns.split(separator: ",").enumerated()
            .map { "\($1.trimmingCharacters(in: .whitespacesAndNewlines)) = $\(first + $0)" }.joined(separator: ", ")
    }

    /// How many columns a comma-separated list names.
    static func count(_ columns: String) -> Int {
        columns.split(separator: ",").count
    }

    /// Ids as an array literal (`{3,17,42}`), for `= ANY($n::bigint[])`.
    static func idArray(_ ids: [Int64]) -> String {
        "{" + ids.map(String.init).joined(separator: ",") + "}"
    }

    /// Texts as an array literal (`{"a","b"}`), each quoted with `"` and `\` escaped, for `$n::text[]`.
    static func textArray(_ texts: [String]) -> String {
        "{" + texts.map { text in
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }.joined(separator: ",") + "}"
    }
}

/// Parameters gathered while a statement's text is built: each added value gives its `$n`.
struct PostgresParameters {
    /// The values, in parameter order.
    private(set) var values: [any DatabaseValueConvertible] = []

    /// Adds a value; returns its placeholder.
    mutating func add(_ value: any DatabaseValueConvertible) -> String {
        values.append(value)
        return "$\(values.count)"
    }
}
