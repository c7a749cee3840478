import KartotekaStore

/// PostgreSQL array literals, for statements that take a whole list as one parameter.
enum PostgresSQL {
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
