extension CatalogueCard {
    /// Whether it continues an earlier card.
    public var isContinuation: Bool { number > 1 }

    /// The words that head a continuation card.
    public static let continuation = "Продолжение"
    /// The words that close a card another continues.
    public static let continuedOnNext = "(см. след. карт.)"

    /// The title's cards: its description (``BibliographicDescription``), annotation and tracings
    /// on as many cards as they need, at most `lines` lines of `width` characters each (a
    /// conservative measure of the printed card).
    public static func cards(for title: Title, inventoryNumbers: [String], grades: ClosedRange<Int>? = nil,
                             width: Int = lineWidth, lines: Int = linesPerCard) -> [CatalogueCard] {
        let description = BibliographicDescription(title, grades: grades)
        let shelfCode = [title.bbk, title.authorSign].filter { !$0.isEmpty }
        let numbers = ranges(of: inventoryNumbers)
        // The foot holds two lines, its label among them; more numbers continue on the cards as the text does.
        let atFoot = "\(inventoryLabel) \(numbers.joined(separator: ", "))".count <= footCharacters
        var paragraphs = [description.body, title.annotation, tracings(of: title, heading: description.heading)].filter { !$0.isEmpty }
        if !atFoot { paragraphs.append("\(inventoryLabel) \(numbers.joined(separator: ", "))") }
        let pieces = CardText.paginate(paragraphs, width: width, firstLines: lines - 1, nextLines: lines - 2)
        return pieces.enumerated().map { index, text in
            CatalogueCard(shelfCode: shelfCode, heading: description.heading, paragraphs: text,
                          inventoryNumbers: index == 0 && atFoot ? numbers : [], number: index + 1, continues: index < pieces.count - 1)
        }
    }

    /// The words before the inventory numbers.
    public static let inventoryLabel = "Инв. №"
    /// How many characters the card's foot holds, its label with the inventory numbers: two lines
    /// of 52 mm at 8 pt, broken at the commas (ten six-digit numbers, 78 characters, take three).
    static let footCharacters = 60

    /// Inventory numbers with each run of consecutive ones (the same letters before, numbers one
    /// after another) as one range: `101, 102, 103, 107` → `101–103, 107`; `У12-1`…`У12-30` →
    /// `У12-1–У12-30`. The others as they are, in order.
    public static func ranges(of numbers: [String]) -> [String] {
        let parsed = numbers.map { number -> (prefix: Substring, value: Int?, text: String) in
            let digits = number.reversed().prefix { $0.isASCII && $0.isNumber }.count
            let tail = number.suffix(digits)
            // A number with leading zeros keeps its width: it is not run together with others.
            let value = digits > 0 && digits <= 9 && !(tail.first == "0" && digits > 1) ? Int(tail) : nil
            return (number.dropLast(digits), value, number)
        }
        .sorted { ($0.prefix, $0.value ?? Int.max, $0.text) < ($1.prefix, $1.value ?? Int.max, $1.text) }
        var result: [String] = []
        var index = 0
        while index < parsed.count {
            var end = index
            while end + 1 < parsed.count, let value = parsed[end].value, parsed[end + 1].value == value + 1,
                  parsed[end + 1].prefix == parsed[index].prefix { end += 1 }
            if end - index >= 2 {
                result.append("\(parsed[index].text)–\(parsed[end].text)")
            } else {
                result += parsed[index...end].map(\.text)
            }
            index = end + 1
        }
        return result
    }

    /// How many characters a line of the card's text holds, at most (a conservative measure).
    public static let lineWidth = 52
    /// How many lines a card's text holds, the heading's line included.
    public static let linesPerCard = 12

    /// The tracings (добавочные записи): the other authors and a collective author numbered
    /// `1.`, `2.`…, the title `I.` when the card is under an author, the series `II.`.
    public static func tracings(of title: Title, heading: String) -> String {
        let persons = title.authors.filter { !$0.surname.isEmpty }.map(BibliographicDescription.heading)
        let entries = persons.filter { $0 != heading } + [title.collectiveAuthor].filter { !$0.isEmpty }
        var parts = entries.enumerated().map { "\($0.offset + 1). \($0.element)" }
        var roman = ["I", "II"].makeIterator()
        if !heading.isEmpty, let number = roman.next() { parts.append("\(number). \(title.title)") }
        if !title.series.isEmpty, let number = roman.next() { parts.append("\(number). \(title.series)") }
        return parts.joined(separator: " ")
    }
}

extension CatalogueCard {
    /// A catalogued title's cards, with the inventory numbers of its copies on the shelves'
    /// books (none lost or written off), in order.
    public static func cards(for details: TitleDetails, grades: ClosedRange<Int>? = nil) -> [CatalogueCard] {
        let numbers = details.copies.map(\.record.copy).filter { $0.status != .lost && $0.status != .writtenOff }
            .map(\.inventoryNumber).sorted().map(\.rawValue)
        return cards(for: details.record.title, inventoryNumbers: numbers, grades: grades)
    }
}
