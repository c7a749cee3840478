import Foundation
import Testing
@testable import KartotekaCore
@testable import KartotekaValues

/// The byte-level fast paths give exactly what the general (Foundation, grapheme-aware) code gives.
@Suite("Fast paths agree with the general code")
struct TextFastPathTests {
    static let samples = [
        "", " ", "Лермонтов", "  Герой   нашего\tвремени ", "Ёлка ЁЖ ёж", "е\u{308}лка", "Ж.-П.", "М.Ю.", "М. - Ю.",
        "Жан-Поль", "«Книга» — №5…", "A\u{301}b", "a \u{301}b", "line\r\nbreak", "Ünïcödé Straße", "x\u{00A0}y",
        "Ѐѓ Ї ї Ў", "Ҝ\u{483}", "Ω ω", "tab\tend", "end ", "😀 emoji", "ZWJ\u{200D}here", "Ä\u{308}",
    ]

    @Test(arguments: samples)
    func collapsedWhitespaceMatchesSplitting(text: String) {
        #expect(text.collapsedWhitespace == text.split(whereSeparator: { $0.isWhitespace || $0.isNewline }).joined(separator: " "))
    }

    @Test(arguments: samples)
    func foldMatchesFoundation(text: String) {
        #expect(SearchText.fold(text) == text.lowercased().replacingOccurrences(of: "ё", with: "е"))
    }

    @Test(arguments: ["М.Ю.", "М. Ю.", "Ж. - П.", "Ж.-П.", "А.", " Б . В . ", "МЮ", "Г.\tД."])
    func initialsMatchTheGeneralPath(text: String) {
        let trimmed = text.collapsedWhitespace
        let pieces = trimmed.split(separator: ".").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let general = trimmed.contains(".") ? pieces.map { "\($0)." }.joined(separator: " ")
            .replacingOccurrences(of: " - ", with: "-").replacingOccurrences(of: " -", with: "-") : trimmed
        #expect(PersonName.normalisedInitials(text) == general)
    }

    @Test(arguments: [
        "5-7110-0177-9", "978-5-17-000000-5", "ISBN 5-7110-0177-X", "isbn-13: 978-5-17-000000-5", "5-595-03091-1",
        "979-0-1234-5678-9", "012345678905", "123", "", "  ", "97851700000050000", "5-7110-0177-9X", "EAN 9785170000005",
    ])
    func asciiISBNsParseAsBefore(text: String) {
        let fast = ISBN.parseASCII(text)
        #expect(fast != nil)
        switch fast {
        case .success(let digits)?: #expect(digits == (try? ISBN(generalParsing: text))?.digits)
        case .failure(let error)?:
            #expect(throws: error) { try ISBN(generalParsing: text) }
        case nil: break
        }
    }

    @Test(arguments: [("254", Int64(25400)), ("254.5", 25450), ("254,50", 25450), ("0", 0), ("999999999.99", 99_999_999_999)])
    func plainPricesAreRead(text: String, kopecks: Int64) throws {
        #expect(Money.plainKopecks(text) == kopecks)
        #expect(try Money(parsing: text).kopecks == kopecks)
    }

    @Test(arguments: ["254.", ".5", "1.234", "1,2.3", "1000000000", "254 руб.", " 254 "])
    func otherPricesTakeTheGeneralPath(text: String) {
        #expect(Money.plainKopecks(text) == nil)
    }

    @Test func compactDatesAndDateTextAgreeWithFormatting() throws {
        #expect(try Day(parsing: "20230118") == Day(year: 2023, month: 1, day: 18))
        #expect(throws: ValidationError.self) { try Day(parsing: "20231318") }
        for (year, month, day) in [(2023, 1, 18), (5, 12, 3), (1999, 10, 31)] {
            let value = try #require(Day(year: year, month: month, day: day))
            #expect(value.isoText == String(format: "%04d-%02d-%02d", year, month, day))
            #expect(value.compactText == String(format: "%04d%02d%02d", year, month, day))
        }
    }

    @Test func subfieldCodesCompareAsBefore() {
        #expect(IRBISSubfield.code("a", equals: "A"))
        #expect(!IRBISSubfield.code("1", equals: "!"))
        #expect(!IRBISSubfield.code("\r\n", equals: "\n"))
        #expect(IRBISSubfield.code("Б", equals: "б"))
    }
}
