import KartotekaValues

/// The textbooks to replace before the next school year and the order list for the next three,
/// as the API and `--json` show them.
public struct TextbookOrderPlanResource: Codable, Sendable, Hashable {
    /// A carded textbook.
    public struct Textbook: Codable, Sendable, Hashable {
        public var titleId: Int64
        /// `Петерсон Л. Г. Математика`.
        public var description: String
        public var cardNumber: Int
        /// The number in the Federal list; empty when not recorded.
        public var fpuNumber: String
        public var subject: String
        /// `5`, `10–11`.
        public var grades: String
        /// The last day it may be used, `YYYY-MM-DD`; absent: no end set.
        public var usableUntil: String?
        /// Its copies neither written off nor lost.
        public var copies: Int

        /// Creates it from its parts.
        public init(titleId: Int64, description: String, cardNumber: Int, fpuNumber: String, subject: String, grades: String,
                    usableUntil: String?, copies: Int) {
            self.titleId = titleId
            self.description = description
            self.cardNumber = cardNumber
            self.fpuNumber = fpuNumber
            self.subject = subject
            self.grades = grades
            self.usableUntil = usableUntil
            self.copies = copies
        }
    }

    /// A line of the order list.
    public struct Line: Codable, Sendable, Hashable {
        /// `2027/2028`.
        public var schoolYear: String
        public var subject: String
        /// `5`, `10–11`.
        public var grades: String
        /// The pupils expected in those grades.
        public var pupils: Int
        /// The copies that may still be used that year, with those ordered for the years before.
        public var copies: Int
        /// How many to order.
        public var toOrder: Int
        /// The textbook to order again; absent: one is to be chosen from the Federal list.
        public var textbook: Textbook?

        /// Creates it from its parts.
        public init(schoolYear: String, subject: String, grades: String, pupils: Int, copies: Int, toOrder: Int, textbook: Textbook?) {
            self.schoolYear = schoolYear
            self.subject = subject
            self.grades = grades
            self.pupils = pupils
            self.copies = copies
            self.toOrder = toOrder
            self.textbook = textbook
        }
    }

    /// The day it was made on, `YYYY-MM-DD`.
    public var day: String
    /// The next school year's first day.
    public var nextYearStart: String
    /// The textbooks whose last day comes before the next school year.
    public var replace: [Textbook]
    /// The order list, by school year.
    public var lines: [Line]

    /// Creates the resource.
    public init(day: String, nextYearStart: String, replace: [Textbook], lines: [Line]) {
        self.day = day
        self.nextYearStart = nextYearStart
        self.replace = replace
        self.lines = lines
    }

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
