import Foundation
import Testing
@testable import KartotekaCore
@testable import KartotekaValues

@Suite("Money: prices in roubles")
struct MoneyTests {
    @Test("parses what people type", arguments: [
        ("254", 25_400),
        ("254.00", 25_400),
        ("254,5", 25_450),
        ("254.5", 25_450),
        ("1 234,50", 123_450),
        ("1234.5", 123_450),
        ("1\u{00A0}234,50", 123_450),
        ("1\u{202F}234,50", 123_450),
        ("1 234 567,89", 123_456_789),
        ("254 руб.", 25_400),
        ("254 руб", 25_400),
        ("254р.", 25_400),
        ("254 ₽", 25_400),
        ("254 RUB", 25_400),
        ("254,50 Руб.", 25_450),
        ("  99.99\n", 9_999),
        ("0", 0),
        ("0,05", 5),
        ("999999999.99", 99_999_999_999),
    ] as [(String, Int64)])
    func parses(text: String, kopecks: Int64) throws {
        #expect(try Money(parsing: text).kopecks == kopecks)
    }

    @Test("refuses negative amounts and what is not a number", arguments: [
        "-5", "-0,50", "+5", "", "   ", "abc", "12abc", "1,234.50", "1.234,50", "12.345", "12.", ".5", ",5",
        "1e3", "12,3,4", "12..3", "∞", "руб.",
    ])
    func refusesGarbage(text: String) {
        #expect(problems { try Money(parsing: text) } == [FieldProblem(field: "price", message: Bilingual(
            russian: "Цена должна быть числом, например 254 или 254.50.",
            english: "The price must be a number, for example 254 or 254.50."))])
    }

    @Test("refuses a billion roubles or more", arguments: ["1000000000", "1 000 000 000,00", "5000000000.5"])
    func refusesTooLarge(text: String) {
        #expect(problems { try Money(parsing: text) } == [FieldProblem(field: "price", message: Bilingual(
            russian: "Цена слишком велика.", english: "The price is too large."))])
    }

    @Test func reportsUnderTheFieldAskedFor() {
        #expect(problemFields { try Money(parsing: "x", field: "copyPrice") } == ["copyPrice"])
    }

    @Test("writes a point and two decimals, or a whole number when it is one", arguments: [
        (25_400, "254.00", "254"),
        (25_450, "254.50", "254.50"),
        (25_405, "254.05", "254.05"),
        (5, "0.05", "0.05"),
        (0, "0.00", "0"),
        (123_450, "1234.50", "1234.50"),
        (-25_450, "-254.50", "-254.50"),
        (-5, "-0.05", "-0.05"),
        (-25_400, "-254.00", "-254"),
    ] as [(Int64, String, String)])
    func formats(kopecks: Int64, decimal: String, short: String) {
        let money = Money(kopecks: kopecks)
        #expect(money.decimalText == decimal)
        #expect(money.shortText == short)
        #expect(money.description == decimal)
    }

    @Test func shortTextParsesBack() throws {
        for kopecks: Int64 in [0, 5, 50, 99, 100, 25_450, 99_999_999_999] {
            let money = Money(kopecks: kopecks)
            #expect(try Money(parsing: money.shortText) == money)
            #expect(try Money(parsing: money.decimalText) == money)
        }
    }

    @Test func ordersByAmount() throws {
        #expect(try Money(parsing: "9,99") < Money(parsing: "10"))
        #expect(try Money(parsing: "1 234,50") == Money(parsing: "1234.5"))
    }

    @Test func decodesNumbersAndTextAndEncodesText() throws {
        let decoder = JSONDecoder()
        #expect(try decoder.decode(Money.self, from: Data("254.5".utf8)).kopecks == 25_450)
        #expect(try decoder.decode(Money.self, from: Data("0.29".utf8)).kopecks == 29)
        #expect(try decoder.decode(Money.self, from: Data(#""1 234,50""#.utf8)).kopecks == 123_450)
        for bad in ["-1", "1000000000", #""-1""#, #""abc""#] {
            #expect(throws: (any Error).self, "\(bad)") { try decoder.decode(Money.self, from: Data(bad.utf8)) }
        }
        let encoded = try JSONEncoder().encode(Money(kopecks: 25_450))
        #expect(String(decoding: encoded, as: UTF8.self) == #""254.50""#)
        #expect(try decoder.decode(Money.self, from: encoded) == Money(kopecks: 25_450))
    }
}
