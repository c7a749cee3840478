import KartotekaCore

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
    }

    /// The period's first day, `YYYY-MM-DD`.
    public var from: String
    /// Its last day.
    public var to: String
    /// Lines 01–09.
    public var rows: [Row]

    /// The resource of a return.
    public init(_ report: SchoolFundReturn) {
        from = report.period.from.isoText
        to = report.period.to.isoText
        rows = report.rows.map { Row(line: $0.line.rawValue, name: $0.line.name, received: $0.received, withdrawn: $0.withdrawn, end: $0.end) }
    }

    /// The file to re-key into the state system: the form's columns, a line per row.
    public var csv: String {
        CSVWriter.file([["ОО-2, раздел 2.6", "\(from) – \(to)"], ["Наименование показателя", "№ строки", "Поступило", "Выбыло",
                                                                  "Состоит на конец года"]]
            + rows.map { [$0.name, $0.line, String($0.received), String($0.withdrawn), String($0.end)] })
    }
}
