import KartotekaValues

/// ОО-2 §2.6 «Формирование и использование библиотечного фонда» as the API and `--json` show
/// it: lines 01–09, each with the copies received, withdrawn and held at the end.
public struct SchoolFundReturnResource: Codable, Sendable, Hashable {
    /// One line.
    public struct Row: Codable, Sendable, Hashable {
        /// `01` … `09`.
        public var line: String
        /// The line's name as the form prints it.
        public var name: String
        /// Поступило.
        public var received: Int
        /// Выбыло.
        public var withdrawn: Int
        /// Состоит на конец года.
        public var end: Int

        /// Creates a line.
        public init(line: String, name: String, received: Int, withdrawn: Int, end: Int) {
            self.line = line
            self.name = name
            self.received = received
            self.withdrawn = withdrawn
            self.end = end
        }
    }

    /// The period's first day, `YYYY-MM-DD`.
    public var from: String
    /// Its last day.
    public var to: String
    /// Lines 01–09.
    public var rows: [Row]

    /// Creates the resource.
    public init(from: String, to: String, rows: [Row]) {
        self.from = from
        self.to = to
        self.rows = rows
    }

    /// The file to re-key into the state system: the form's columns, a line per row.
    public var csv: String {
        CSVWriter.file([["ОО-2, раздел 2.6", "\(from) – \(to)"], ["Наименование показателя", "№ строки", "Поступило", "Выбыло",
                                                                  "Состоит на конец года"]]
            + rows.map { [$0.name, $0.line, String($0.received), String($0.withdrawn), String($0.end)] })
    }
}

extension SchoolFundReturnResource: SchemaDescribed {
    public static let schema = Schema<SchoolFundReturnResource>.resource(
        "SchoolFundReturn", "ОО-2 §2.6 «Формирование и использование библиотечного фонда»: lines 01–09 in copies.",
        [.init("from", \.from, .date()), .init("to", \.to, .date()), .init("rows", \.rows)])
}

extension SchoolFundReturnResource.Row: SchemaDescribed {
    public static let schema = Schema<SchoolFundReturnResource.Row>.resource(
        "SchoolFundReturnLine", "A line of the form, `01` to `09`, with its three columns.",
        [
            .init("line", \.line, "`01` … `09`."), .init("name", \.name, "The line's name as the form prints it."),
            .init("received", \.received, .integer(minimum: 0)), .init("withdrawn", \.withdrawn, .integer(minimum: 0)),
            .init("end", \.end, .integer(minimum: 0)),
        ])
}
