extension StoredRow {
    /// Reads a row of `table` from a database row whose columns are the table's, in order.
    package init(_ row: some DatabaseRow, of table: StoredTable) throws(StoreError) {
        var values: [DatabaseValue] = []
        values.reserveCapacity(table.columns.count)
        for (index, column) in table.columns.enumerated() {
            let position = Int32(index)
            if row.isNull(position) {
                values.append(.null)
                continue
            }
            switch column.kind {
            case .integer: values.append(.integer(try row.int64(position)))
            case .text: values.append(.text(row.text(position)))
            case .flag: values.append(.integer(try row.bool(position) ? 1 : 0))
            }
        }
        self.values = values
    }

    /// The row as one line of text, the same for the same values whichever database they came
    /// from: values a tab apart, NULL as `\N`, a backslash, tab, line feed or carriage return in
    /// text escaped as `\\`, `\t`, `\n`, `\r`; the line ends with a line feed. What checksums of a
    /// table are computed over.
    package var canonicalLine: String {
        values.map { value in
            switch value {
            case .null: "\\N"
            case .integer(let number): String(number)
            case .real(let number): String(number)
            case .text(let text): Self.escaped(text)
            }
        }.joined(separator: "\t") + "\n"
    }

    /// The text with its backslashes, tabs and line ends escaped (scalar by scalar: `\r\n` is
    /// one Character but two escapes).
    private static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { "\\\t\n\r".unicodeScalars.contains($0) }) else { return text }
        var escaped = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped.append(contentsOf: "\\\\".unicodeScalars)
            case "\t": escaped.append(contentsOf: "\\t".unicodeScalars)
            case "\n": escaped.append(contentsOf: "\\n".unicodeScalars)
            case "\r": escaped.append(contentsOf: "\\r".unicodeScalars)
            default: escaped.append(scalar)
            }
        }
        return String(escaped)
    }
}

extension StoredRow: DatabaseRow {
    package func isNull(_ index: Int32) -> Bool {
        values[Int(index)] == .null
    }

    package func int64(_ index: Int32) throws(StoreError) -> Int64 {
        guard case .integer(let number) = values[Int(index)] else { throw unreadable(index) }
        return number
    }

    package func text(_ index: Int32) -> String {
        switch values[Int(index)] {
        case .text(let text): text
        case .integer(let number): String(number)
        case .real(let number): String(number)
        case .null: ""
        }
    }

    package func bool(_ index: Int32) throws(StoreError) -> Bool {
        try int64(index) != 0
    }

    package func unreadable(_ index: Int32) -> StoreError {
        .unreadableData(table: "?", column: "#\(index)")
    }
}
