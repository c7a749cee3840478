import KartotekaValues

extension TextbookProvisionResource {
    /// The CSV: a line per class and subject.
    public var csv: String {
        CSVWriter.file([["Обеспеченность учебниками", day], ["Класс", "Предмет", "Классы учебника", "Учащихся в классе",
                                                             "Учащихся в параллели", "Экземпляров", "Обеспеченность, %", "Не хватает"]]
            + rows.map { [$0.schoolClass, $0.subject, $0.grades, String($0.classPupils), String($0.pupils), String($0.copies),
                          String($0.percent), String($0.shortfall)] })
    }
}

extension TextbookProvisionResource: SchemaDescribed {
    public static let schema = Schema<TextbookProvisionResource>.resource(
        "TextbookProvision", "Provision with textbooks on a day, a row per class and subject.",
        [.init("day", \.day, .date()), .init("rows", \.rows)])
}

extension TextbookProvisionResource.Row: SchemaDescribed {
    public static let schema = Schema<TextbookProvisionResource.Row>.resource(
        "TextbookProvisionRow", "A class and a subject: the copies of the subject's textbooks for the class's grade that may be used "
            + "now, against the pupils they serve (of the grade, or of every grade a textbook for several grades covers).",
        [
            .init("schoolClass", \.schoolClass, "`5А`."), .init("subject", \.subject),
            .init("grades", \.grades, "The grades the copies serve: `5`, `10–11`."),
            .init("classPupils", \.classPupils, .integer(minimum: 0)), .init("pupils", \.pupils, .integer(minimum: 0)),
            .init("copies", \.copies, .integer(minimum: 0)),
            .init("percent", \.percent, .integer("Copies per hundred pupils, rounded: 100 is a copy each.", minimum: 0)),
            .init("shortfall", \.shortfall, .integer("Copies short of one for each pupil.", minimum: 0)),
        ])
}
