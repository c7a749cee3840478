import Testing
@testable import KartotekaCore
@testable import KartotekaValues

@Suite("RUSMARC import (NLR, ISO 2709, Windows-1251)")
struct RUSMARCImportTests {
    static func imported() throws -> (titles: [IRBISImportedTitle], diagnostics: [IRBISDiagnostic]) {
        let read = ISO2709Reader().read(Array(try Fixture.data("irbis/nlr-rusmarc.cp1251.iso")))
        #expect(read.records.count == 81)
        return RUSMARCImporter.titles(from: read.records)
    }

    @Test func everyRecordBecomesATitle() throws {
        let (titles, diagnostics) = try RUSMARCImportTests.imported()
        #expect(titles.count == 81)
        #expect(!diagnostics.hasErrors)
        #expect(titles.filter { $0.title.firstAuthor != nil }.count == 21)
        #expect(titles.allSatisfy { $0.copies.isEmpty && $0.shelfCode == nil })
        let everything = titles.flatMap { [$0.title.title, $0.title.subtitle, $0.title.publisher, $0.title.city] + $0.title.keywords }
        #expect(everything.joined().contains("Шахмат"))
        #expect(!everything.joined().unicodeScalars.contains { (0x00C0...0x00FF).contains($0.value) || $0 == "\u{FFFD}" })
    }

    @Test func aVolumeIsTitledWithItsSet() throws {
        let first = try RUSMARCImportTests.imported().titles[0].title
        #expect(first.title == "Задачи и этюды. Вып. 13.")
        #expect(first.isbn?.hyphenated10 == "5-7443-0043-0")
        #expect(first.year == 1997 && first.pages == 80 && first.language == "rus")
        #expect(first.price == nil)  // 010^9 is the print run, not a price
        let set = try RUSMARCImportTests.imported().titles[1].title
        #expect(set.title == "Задачи и этюды")
        #expect(set.subtitle == "Сб.")
        #expect(set.city == "Санкт-Петербург" && set.publisher == "Ut")
        #expect(set.bbk == "Ч515.815я43")
        #expect(set.firstAuthor == nil)  // 702 is an editor, not an author
        #expect(set.keywords.isEmpty)
    }

    @Test func anAuthoredBookInDetail() throws {
        let (titles, diagnostics) = try RUSMARCImportTests.imported()
        let book = titles[15].title
        #expect(book.title == "Образовательные учреждения: налогообложение и особенности бухгалтерского учета")
        #expect(book.firstAuthor == PersonName(surname: "Донин", initials: "Ю. Л.", givenNames: "Юрий Львович"))
        #expect(book.city == "Москва" && book.publisher == "АиН" && book.year == 1998)
        #expect(book.pages == 86)
        #expect(book.bbk == "У052.9(2)247.48я8")
        // Its ISBN ends in a Cyrillic "х" standing for the check character X: read as X.
        #expect(book.isbn?.hyphenated == "978-5-900776-31-6")
        #expect(diagnostics.about(record: 16).filter { $0.tag == 10 }.isEmpty)
        let tourism = titles[20].title
        #expect(tourism.title == "Туризм: история и современность")
        #expect(tourism.subtitle == "Избр. произведения : В 4 т.")
        #expect(tourism.firstAuthor?.shortForm == "Квартальнов В. А." && tourism.year == 2002 && tourism.pages == nil)
        #expect(tourism.bbk == "Ч51,0")
    }

    @Test func theFieldsOnlyRUSMARCHas() {
        let record = IRBISRecord(fields: [
            IRBISField(tag: 10, ["a": "978-5-17-079585-7", "d": "254 р."]),
            IRBISField(tag: 100, ["a": "20200101d2019    u  y0rusy0189    ca"]),
            IRBISField(tag: 200, ["a": "Заглавие", "e": "роман"]),
            IRBISField(tag: 210, ["a": "Ростов н/Д", "c": "Феникс"]),
            IRBISField(tag: 215, ["a": "[1],15 с."]),
            IRBISField(tag: 330, ["a": "Аннотация."]),
            IRBISField(tag: 610, subfields: [IRBISSubfield("a", "первое"), IRBISSubfield("a", "второе")]),
            IRBISField(tag: 675, ["a": "821.161.1"]),
            IRBISField(tag: 686, ["a": "81.2", "2": "other"]),
            IRBISField(tag: 686, ["a": "84(2Рос=Рус)6", "2": "rubbk"]),
            IRBISField(tag: 700, ["a": "Иванов", "g": "Иван Иванович"]),
            IRBISField(tag: 701, ["a": "Петров", "b": "П. П."]),
        ])
        let (imported, diagnostics) = RUSMARCImporter.title(from: record)
        #expect(diagnostics.isEmpty)
        let title = imported?.title
        #expect(title?.price == Money(kopecks: 25_400))
        #expect(title?.year == 2019)
        #expect(title?.city == "Ростов-на-Дону")
        #expect(title?.pages == 15)
        #expect(title?.annotation == "Аннотация.")
        #expect(title?.keywords == ["первое", "второе"])
        #expect(title?.udc == "821.161.1" && title?.bbk == "84(2Рос=Рус)6")
        #expect(title?.firstAuthor?.initials == "И. И.")
        #expect(title?.otherAuthors.map(\.shortForm) == ["Петров П. П."])
    }

    @Test func aRecordWithoutATitleIsNotImported() {
        let (title, diagnostics) = RUSMARCImporter.title(from: IRBISRecord(fields: [IRBISField(tag: 1, value: "x")]), number: 5)
        #expect(title == nil)
        #expect(diagnostics == [IRBISDiagnostic(record: 5, tag: 200, code: "a", .missingTitle)])
    }
}
