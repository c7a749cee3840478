import KartotekaCore
import KartotekaStore

/// The PostgreSQL side of a catalogue search: `tsquery` matches of the weighted `search_vector`
/// (A: title, B: authors, C: subjects, D: the rest; a field's matches by a query restricted to
/// its weight) in id order, counted from the vector itself.
struct PostgresTitleSearchBackend: TitleSearchBackend {
    let db: PostgresConnection
    let filter: TitleFilter

    /// The weight of each ``SearchField`` in `search_vector`.
    static let weights = ["A", "B", "C", "D"]

    func matches(_ groups: [[String]], in field: SearchField?, limit: Int, skipping: Int, excluding: [Int64],
                 counting: Bool) throws -> [TitleMatch] {
        var values: [any DatabaseValueConvertible] = [Self.query(groups, field: field)]
        var sql = "SELECT t.id\(counting ? ", t.search_vector::text" : "") FROM titles t WHERE t.search_vector @@ to_tsquery('kartoteka', $1)"
        sql += filter.clause(for: PostgresConnection.self, appendingTo: &values)
        if !excluding.isEmpty {
            values.append(PostgresSQL.idArray(excluding))
            sql += " AND NOT (t.id = ANY($\(values.count)::bigint[]))"
        }
        values += [limit, skipping]
        sql += " ORDER BY t.id LIMIT $\(values.count - 1) OFFSET $\(values.count)"
        let terms = counting ? try groupTerms(groups) : []
        return try db.query(sql, values: values) { row in
            TitleMatch(id: try row.int64(0), counts: counting ? Self.counts(inVector: row.text(1), groups: terms, within: field) : nil)
        }
    }

    /// The `tsquery` for the groups: a group's words joined by `|`, the groups by `&`, each word
    /// restricted to a field's weight when asked. The words are the scanner's (letters and
    /// digits only), so they need no quoting; the configuration stems each.
    static func query(_ groups: [[String]], field: SearchField?) -> String {
        let weight = field.map { ":" + weights[$0.rawValue] } ?? ""
        return groups.map { words in
            let parts = words.map { $0 + weight }
            return parts.count == 1 ? parts[0] : "(" + parts.joined(separator: " | ") + ")"
        }.joined(separator: " & ")
    }

    /// The terms of each group's words, as this database stems them.
    private func groupTerms(_ groups: [[String]]) throws -> [Set<String>] {
        let terms = try db.searchTerms(of: groups.flatMap { $0 })
        var index = 0
        return groups.map { words in
            defer { index += words.count }
            return Set(terms[index..<(index + words.count)])
        }
    }

    /// The counts of a vector's text (`'войн':1A 'и':2A 'мир':3A 'толст':4B 'аст':9`): a
    /// position's weight is its letter, D when none; a field holds as many words as it has
    /// positions. Matches looked for in one field count there only, as FTS5's column filter does.
    static func counts(inVector text: String, groups: [Set<String>], within field: SearchField? = nil) -> TitleMatchCounts {
        var sizes = [Int](repeating: 0, count: weights.count)
        var hits = [[Int]](repeating: [Int](repeating: 0, count: weights.count), count: groups.count)
        var bytes = Substring(text).utf8[...]
        while let open = bytes.firstIndex(of: UInt8(ascii: "'")) {
            let afterOpen = bytes.index(after: open)
            guard let close = bytes[afterOpen...].firstIndex(of: UInt8(ascii: "'")) else { break }
            let lexeme = String(decoding: bytes[afterOpen..<close], as: UTF8.self)
            var perField = [Int](repeating: 0, count: weights.count)
            var cursor = bytes.index(after: close)
            if cursor < bytes.endIndex && bytes[cursor] == UInt8(ascii: ":") {
                cursor = bytes.index(after: cursor)
                while cursor < bytes.endIndex && bytes[cursor] != UInt8(ascii: " ") {
                    let byte = bytes[cursor]
                    cursor = bytes.index(after: cursor)
                    guard (0x30...0x39).contains(byte) else { continue }
                    let next = cursor < bytes.endIndex ? bytes[cursor] : UInt8(ascii: " ")
                    if (0x30...0x39).contains(next) { continue }
                    switch next {
                    case UInt8(ascii: "A"): perField[0] += 1
                    case UInt8(ascii: "B"): perField[1] += 1
                    case UInt8(ascii: "C"): perField[2] += 1
                    default: perField[3] += 1
                    }
                }
            }
            for field in perField.indices { sizes[field] += perField[field] }
            for (group, terms) in groups.enumerated() where terms.contains(lexeme) {
                for index in perField.indices where field == nil || field?.rawValue == index { hits[group][index] += perField[index] }
            }
            bytes = bytes[cursor...]
        }
        return TitleMatchCounts(fieldSizes: sizes, hits: hits)
    }
}
