import KartotekaValues

extension SchoolFundReturnResource {
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
