import KartotekaValues

extension TextbookOrderPlanResource {
    /// The CSV: the textbooks to replace, then the order list.
    public var csv: String {
        CSVWriter.file([["Выбывают из ФПУ до", nextYearStart], ["№ карточки", "Номер в ФПУ", "Учебник", "Предмет", "Классы",
                                                                "Используется до", "Экземпляров"]]
            + replace.map { [String($0.cardNumber), $0.fpuNumber, $0.description, $0.subject, $0.grades, $0.usableUntil ?? "",
                             String($0.copies)] }
            + [[], ["Заказ", day], ["Учебный год", "Предмет", "Классы", "Учащихся", "Экземпляров", "Заказать", "Учебник", "Номер в ФПУ"]]
            + lines.map { [$0.schoolYear, $0.subject, $0.grades, String($0.pupils), String($0.copies), String($0.toOrder),
                           $0.textbook?.description ?? "", $0.textbook?.fpuNumber ?? ""] })
    }
}

extension TextbookOrderPlanResource: SchemaDescribed {
    public static let schema = Schema<TextbookOrderPlanResource>.resource(
        "TextbookOrderPlan", "The textbooks that fall out of the Federal list before the next school year (1 September) and the "
            + "order list for the next three school years.",
        [
            .init("day", \.day, .date()), .init("nextYearStart", \.nextYearStart, .date()), .init("replace", \.replace),
            .init("lines", \.lines),
        ])
}

extension TextbookOrderPlanResource.Textbook: SchemaDescribed {
    public static let schema = Schema<TextbookOrderPlanResource.Textbook>.resource(
        "TextbookListEntry", "A carded textbook with its Federal list number, last day and copies.",
        [
            .init("titleId", \.titleId), .init("description", \.description), .init("cardNumber", \.cardNumber, .integer(minimum: 1)),
            .init("fpuNumber", \.fpuNumber, "Empty when not recorded."), .init("subject", \.subject),
            .init("grades", \.grades, "`5`, `10–11`."), .init("usableUntil", \.usableUntil, .date("Absent: no end set.")),
            .init("copies", \.copies, .integer("Copies neither written off nor lost.", minimum: 0)),
        ])
}

extension TextbookOrderPlanResource.Line: SchemaDescribed {
    public static let schema = Schema<TextbookOrderPlanResource.Line>.resource(
        "TextbookOrderLine", "A school year, a subject and its grades: the pupils expected, the copies usable then, how many to order.",
        [
            .init("schoolYear", \.schoolYear, "`2027/2028`."), .init("subject", \.subject), .init("grades", \.grades),
            .init("pupils", \.pupils, .integer(minimum: 0)), .init("copies", \.copies, .integer(minimum: 0)),
            .init("toOrder", \.toOrder, .integer(minimum: 0)), .init("textbook", \.textbook),
        ])
}
