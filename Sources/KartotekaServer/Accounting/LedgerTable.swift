import KartotekaCore
import KartotekaWire

/// A table of an accounting document: headings, then rows of cells, numbers right-aligned and
/// a totals row in bold.
struct LedgerTable {
    /// A cell: its text, and whether it is a number.
    struct Cell: ExpressibleByStringLiteral {
        let text: String
        let isNumber: Bool

        init(_ text: String, number: Bool = false) {
            self.text = text
            self.isNumber = number
        }

        init(stringLiteral value: String) {
            self.init(value)
        }

        /// A count.
        static func count(_ value: Int) -> Cell { Cell(String(value), number: true) }

        /// A sum of money as the language writes it: `1 054,00` in Russian.
        static func money(_ value: Money, _ language: Language) -> Cell {
            Cell(LedgerTable.money(value, language), number: true)
        }
    }

    let headings: [String]
    var rows: [(cells: [Cell], isTotal: Bool)] = []
    /// The table's id, for tests and links.
    let id: String

    init(id: String, headings: [String]) {
        self.id = id
        self.headings = headings
    }

    mutating func add(_ cells: [Cell], total: Bool = false) {
        rows.append((cells, total))
    }

    var html: HTML {
        let head = headings.map { "<th>\($0)</th>" as HTML }
        let body = rows.map { row -> HTML in
            let cells = row.cells.map { cell -> HTML in "<td\(HTML(raw: cell.isNumber ? " class=\"number\"" : ""))>\(cell.text)</td>" }
            return "<tr\(HTML(raw: row.isTotal ? " class=\"total\"" : ""))>\(cells)</tr>"
        }
        return """
            <div class="table"><table id="\(id)"><thead><tr>\(head)</tr></thead>
            <tbody>\(body)</tbody></table></div>
            """
    }

    /// A sum as the language writes it: thousands apart and a decimal comma in Russian.
    static func money(_ value: Money, _ language: Language) -> String {
        let text = value.decimalText
        guard language == .russian else { return text }
        let parts = text.split(separator: ".")
        var whole = String(parts[0])
        var grouped = ""
        while whole.count > 3 {
            grouped = "\u{00A0}" + whole.suffix(3) + grouped
            whole = String(whole.dropLast(3))
        }
        return whole + grouped + "," + parts[1]
    }
}
