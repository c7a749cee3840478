import Testing
@testable import KartotekaCore

@Suite("Catalogue cards")
struct CatalogueCardTests {
    static let title = Title(
        firstAuthor: PersonName(surname: "Орлов", initials: "А. С."),
        otherAuthors: [PersonName(surname: "Георгиев", initials: "В. А."), PersonName(surname: "Георгиева", initials: "Н. Г.")],
        title: "История России", subtitle: "учебник", publisher: "Проспект", city: "Москва", year: 2019, pages: 528,
        series: "Высшее образование", bbk: "63.3(2)", authorSign: "О-66")

    @Test func aShortDescriptionIsOneCardWithItsShelfCodeHeadingTracingsAndCopies() {
        let cards = CatalogueCard.cards(for: Self.title, inventoryNumbers: ["101", "102"])
        #expect(cards.count == 1)
        let card = cards[0]
        #expect(card.shelfCode == ["63.3(2)", "О-66"])
        #expect(card.heading == "Орлов, А. С.")
        #expect(card.paragraphs.first == BibliographicDescription(Self.title).body)
        #expect(card.paragraphs.last == "1. Георгиев, В. А. 2. Георгиева, Н. Г. I. История России II. Высшее образование")
        #expect(card.inventoryNumbers == ["101", "102"])
        #expect(!card.continues && !card.isContinuation)
    }

    @Test func aLongDescriptionContinuesOnTheNextCardWithinTheLinesOfEach() {
        var long = Self.title
        long.annotation = Array(repeating: "В учебнике изложена история России с древнейших времён до наших дней.", count: 12)
            .joined(separator: " ")
        let cards = CatalogueCard.cards(for: long, inventoryNumbers: ["101"])
        #expect(cards.count > 1)
        for (index, card) in cards.enumerated() {
            let lines = card.paragraphs.map { CardText.wrap($0, width: CatalogueCard.lineWidth).count }.reduce(0, +)
            #expect(lines <= CatalogueCard.linesPerCard - (card.isContinuation ? 2 : 1))
            #expect(card.continues == (index < cards.count - 1))
            #expect(card.heading == "Орлов, А. С.")
            #expect(card.inventoryNumbers == (index == 0 ? ["101"] : []))
        }
        // Nothing lost or repeated: the words of the cards are the words of the paragraphs.
        let words = cards.flatMap(\.paragraphs).joined(separator: " ").split(separator: " ")
        let expected = [BibliographicDescription(long).body, long.annotation, CatalogueCard.tracings(of: long, heading: "Орлов, А. С.")]
            .joined(separator: " ").split(separator: " ")
        #expect(words == expected)
    }

    @Test func aTitleUnderItsTitleTracesEveryAuthorAndNoTitle() {
        var four = Self.title
        four.otherAuthors.append(PersonName(surname: "Сивохина", initials: "Т. А."))
        four.series = ""
        #expect(CatalogueCard.tracings(of: four, heading: "")
            == "1. Орлов, А. С. 2. Георгиев, В. А. 3. Георгиева, Н. Г. 4. Сивохина, Т. А.")
    }

    @Test func wrappingKeepsWordsWholeAndCutsAWordLongerThanALine() {
        #expect(CardText.wrap("один два три", width: 8) == ["один два", "три"])
        #expect(CardText.wrap("абвгдеёжз", width: 4) == ["абвг", "деёж", "з"])
    }

    @Test("runs of consecutive inventory numbers are one range", arguments: [
        (["101", "102", "103", "107"], ["101–103", "107"]),
        (["9", "10", "11"], ["9–11"]),
        (["101", "102"], ["101", "102"]),
        (["У12-3", "У12-1", "У12-2", "Б5"], ["Б5", "У12-1–У12-3"]),
        (["007", "008", "009"], ["007", "008", "009"]),
    ])
    func inventoryRanges(numbers: [String], expected: [String]) {
        #expect(CatalogueCard.ranges(of: numbers) == expected)
    }

    /// A class set's numbers, too many for the foot, go on as the card's text does: none is lost.
    @Test func numbersTooManyForTheFootContinueOnTheCards() {
        let scattered = (1...40).map { "\($0 * 3)" }
        let cards = CatalogueCard.cards(for: Self.title, inventoryNumbers: scattered)
        #expect(cards.allSatisfy { $0.inventoryNumbers.isEmpty })
        let text = cards.flatMap(\.paragraphs).joined(separator: " ")
        #expect(text.contains("Инв. № 3, 6, 9") && text.contains("120"))
        let set = CatalogueCard.cards(for: Self.title, inventoryNumbers: (1...25).map { "У12-\($0)" })
        #expect(set.first?.inventoryNumbers == ["У12-1–У12-25"])
        // Ten six-digit numbers do not fit the foot's two lines: they go with the text, none cut off.
        let six = (0..<10).map { "\(100_001 + $0 * 4)" }
        let long = CatalogueCard.cards(for: Self.title, inventoryNumbers: six)
        #expect(long.allSatisfy { $0.inventoryNumbers.isEmpty } && long.flatMap(\.paragraphs).joined().contains("100037"))
        #expect(CatalogueCard.cards(for: Self.title, inventoryNumbers: Array(six.prefix(6))).first?.inventoryNumbers.count == 6)
    }
}
