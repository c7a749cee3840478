extension TextbookCard {
    /// The numbers a card may have.
    public static let numbers = 1...999_999

    /// The inventory number of the `index`-th copy under the card: `У12-3`.
    public func copyNumber(_ index: Int) -> InventoryNumber {
        InventoryNumber(unchecked: "\(Self.prefix)\(number)-\(index)")
    }

    /// What starts the numbers of copies under a card: the Cyrillic У of «учебник».
    public static let prefix = "\u{0423}"

    /// How many copies one receipt of a card may bring.
    public static let copyCounts = 1...1000

    /// Reads copies coming under a card as typed: how many, the receipt (`2027/5`; empty: none),
    /// the price (empty: the title's).
    public static func copies(count: String, receipt: String, price: String) throws(ValidationError)
        -> (count: Int, receipt: YearlyNumber?, price: Money?) {
        var problems = ProblemCollector()
        let parsedCount = Int(count.trimmingCharacters(in: .whitespaces)).flatMap { copyCounts.contains($0) ? $0 : nil }
        if parsedCount == nil { problems.add("count", Bilingual { $0.textbookCopiesRule }) }
        let receiptText = receipt.trimmingCharacters(in: .whitespaces)
        let batch = receiptText.isEmpty ? nil : problems.parse("receipt") { try YearlyNumber(parsing: receiptText, defaultYear: nil, field: "receipt") }
        let priceText = price.trimmingCharacters(in: .whitespaces)
        let cost = priceText.isEmpty ? nil : problems.parse("price") { try Money(parsing: priceText) }
        try problems.throwIfAny()
        return (parsedCount!, batch, cost)
    }

    /// `5–6`, `5`, or empty.
    public var gradesText: String {
        grades.map(Self.gradesText) ?? ""
    }

    /// `5–6`, or `5` for one grade.
    public static func gradesText(_ grades: ClosedRange<Int>) -> String {
        grades.lowerBound == grades.upperBound ? "\(grades.lowerBound)" : "\(grades.lowerBound)–\(grades.upperBound)"
    }

    /// Reads a card as typed: its number, subject, grades (`5`, `5-6`, `5–6`), Federal list; every
    /// problem at once.
    public static func parsing(titleID: TitleID, number: String, subject: String, grades: String,
                               federalList: Bool) throws(ValidationError) -> TextbookCard {
        var problems = ProblemCollector()
        let parsedNumber = Int(number.trimmingCharacters(in: .whitespaces)).flatMap { numbers.contains($0) ? $0 : nil }
        if parsedNumber == nil { problems.add("cardNumber", Bilingual { $0.textbookCardNumberRule }) }
        let cleanSubject = subject.collapsedWhitespace
        if FieldLimits.exceeds(cleanSubject, FieldLimits.line) { problems.add("subject", FieldLimits.tooLong(limit: FieldLimits.line)) }
        let bounds = grades.split(whereSeparator: { $0 == "-" || $0 == "–" }).map { Int($0.trimmingCharacters(in: .whitespaces)) }
        var range: ClosedRange<Int>?
        if !grades.trimmingCharacters(in: .whitespaces).isEmpty {
            if (1...2).contains(bounds.count), let low = bounds.first ?? nil, let high = bounds.last ?? nil,
               SchoolClass.grades.contains(low), SchoolClass.grades.contains(high), low <= high {
                range = low...high
            } else {
                problems.add("grades", Bilingual { $0.textbookGradesRule })
            }
        }
        try problems.throwIfAny()
        return TextbookCard(titleID: titleID, number: parsedNumber!, subject: cleanSubject, grades: range, federalList: federalList)
    }
}
