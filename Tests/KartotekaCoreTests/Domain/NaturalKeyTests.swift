import Foundation
import Testing
@testable import KartotekaCore
@testable import KartotekaValues

@Suite("Natural keys: inventory and ticket numbers")
struct NaturalKeyTests {
    @Test("accepts letters of any script, digits and - / . _, trimmed", arguments: [
        ("12345", "12345"),
        ("  12345 \n", "12345"),
        ("\t000123\t", "000123"),
        ("12/3", "12/3"),
        ("АБ-2024.7_1", "АБ-2024.7_1"),
        ("inv.0042", "inv.0042"),
        ("ёЁйЙ", "ёЁйЙ"),
        ("Ωμέγα9", "Ωμέγα9"),
        ("书1", "书1"),
        ("a", "a"),
        ("0", "0"),
        ("_1", "_1"),
        (String(repeating: "7", count: 32), String(repeating: "7", count: 32)),
        ("  " + String(repeating: "7", count: 32) + "  ", String(repeating: "7", count: 32)),
        (String(repeating: "Ж", count: 32), String(repeating: "Ж", count: 32)),
    ])
    func accepts(input: String, stored: String) throws {
        #expect(try InventoryNumber(validating: input).rawValue == stored)
        #expect(try TicketNumber(validating: input).rawValue == stored)
    }

    /// Some keyboards and pasted text send `Й` and `ё` as a base letter plus a combining mark;
    /// Swift compares the two forms equal but SQLite does not, so a key is stored in one form.
    @Test("accepts decomposed letters and stores them composed", arguments: [
        ("И\u{0306}1", "\u{0419}1"), ("е\u{0308}ж-2", "\u{0451}ж-2"), ("Cafe\u{0301}", "Caf\u{00E9}"),
    ])
    func composesLetters(input: String, stored: String) throws {
        let key = try InventoryNumber(validating: input)
        #expect(Array(key.rawValue.unicodeScalars) == Array(stored.unicodeScalars))
        #expect(Array(try TicketNumber(validating: input).rawValue.unicodeScalars) == Array(stored.unicodeScalars))
    }

    @Test("refuses an empty key, asking for it", arguments: ["", "   ", "\n\t "])
    func refusesEmpty(input: String) {
        let inventory = problems { try InventoryNumber(validating: input) }
        #expect(inventory == [FieldProblem(field: "inventoryNumber", message: Bilingual(
            russian: "Укажите инвентарный номер.", english: "Enter the inventory number."))])
        let ticket = problems { try TicketNumber(validating: input) }
        #expect(ticket == [FieldProblem(field: "ticketNumber", message: Bilingual(
            russian: "Укажите номер читательского билета.", english: "Enter the reader ticket number."))])
    }

    @Test("refuses more than 32 characters, counted as people see them", arguments: [
        String(repeating: "7", count: 33),
        String(repeating: "Ж", count: 33),
        "inv-" + String(repeating: "0", count: 29),
    ])
    func refusesTooLong(input: String) throws {
        let found = problems { try InventoryNumber(validating: input) }
        let problem = try #require(found.first)
        #expect(found.count == 1)
        #expect(problem.field == "inventoryNumber")
        #expect(problem.message.russian.contains("длиннее 32"))
        #expect(problem.message.english.contains("longer than 32"))
    }

    @Test("refuses spaces, quotes, markup, percent and other signs", arguments: [
        "12 34", "12\u{00A0}34", "1\t2", "12\"3", "12'3", "«12»", "<b>1", "1>0", "50%", "12#3", "12?3", "a+b",
        "12,3", "12:3", "12;3", "a\\b", "a&b", "a=b", "12*", "(12)", "№12", "12😀",
    ])
    func refusesCharacters(input: String) throws {
        for (field, found) in [("inventoryNumber", problems { try InventoryNumber(validating: input) }),
                               ("ticketNumber", problems { try TicketNumber(validating: input) })] {
            let problem = try #require(found.first)
            #expect(found.count == 1)
            #expect(problem.field == field)
            #expect(problem.message.russian.contains("только буквы, цифры и знаки - / . _"))
            #expect(problem.message.english.contains("only letters, digits and - / . _"))
        }
    }

    @Test("refuses a key with no letter or digit", arguments: ["..", ".", "/", "-", "_", "-./_", "//"])
    func refusesPunctuationOnly(input: String) throws {
        let found = problems { try InventoryNumber(validating: input) }
        let problem = try #require(found.first)
        #expect(found.count == 1)
        #expect(problem.message.russian.contains("хотя бы одну букву или цифру"))
        #expect(problem.message.english.contains("at least one letter or digit"))
    }

    @Test("names the key in each message", arguments: [
        "", String(repeating: "1", count: 40), "1 2",
    ])
    func messagesNameTheKey(input: String) throws {
        let inventory = try #require(problems { try InventoryNumber(validating: input) }.first)
        #expect(inventory.message.russian.lowercased().contains("инвентарный номер"))
        #expect(inventory.message.english.contains("inventory number"))
        let ticket = try #require(problems { try TicketNumber(validating: input) }.first)
        #expect(ticket.message.russian.lowercased().contains("номер читательского билета"))
        #expect(ticket.message.english.contains("reader ticket number"))
    }

    @Test("orders numbers as numbers: 9 before 10", arguments: [
        ("9", "10"), ("2", "10"), ("10", "100"), ("99", "100"), ("0", "1"),
    ])
    func ordersNumbersNumerically(smaller: String, larger: String) {
        let low = InventoryNumber(unchecked: smaller)
        let high = InventoryNumber(unchecked: larger)
        #expect(low < high)
        #expect(!(high < low))
        #expect(TicketNumber(unchecked: smaller) < TicketNumber(unchecked: larger))
    }

    @Test("orders keys that are not both numbers naturally: A9 before A10", arguments: [
        ("A9", "A10"), ("12/3", "12/10"), ("a", "b"), ("АБ-1", "АБ-2"), ("У1-2", "У1-10"),
    ])
    func ordersTextAsText(smaller: String, larger: String) {
        #expect(InventoryNumber(unchecked: smaller) < InventoryNumber(unchecked: larger))
        #expect(!(InventoryNumber(unchecked: larger) < InventoryNumber(unchecked: smaller)))
    }

    @Test func equalNumbersWrittenDifferentlyAreDistinctButOrdered() {
        let padded = InventoryNumber(unchecked: "007")
        let plain = InventoryNumber(unchecked: "7")
        #expect(padded != plain)
        #expect(padded < plain || plain < padded)
        #expect(!(padded < plain && plain < padded))
    }

    /// Sorting, `min()` and the IRBIS shelf code (the lowest inventory number) rely on a strict
    /// total order: the result must not depend on the order the copies came in.
    static let mixedKeys = ["9", "10", "1a", "12/3", "12/10", "007", "7", "A9", "A10", "-5", "b", "99999999999999999999",
                            "У1-2", "У1-10", "У1-02", "У01-2", "У1-2а"]

    @Test func orderIsAStrictTotalOrder() {
        let keys = Self.mixedKeys.map(InventoryNumber.init(unchecked:))
        for a in keys {
            #expect(!(a < a), "\(a) < itself")
            for b in keys where a != b {
                #expect((a < b) != (b < a), "\(a) and \(b) are not ordered one way")
                for c in keys where a < b && b < c {
                    #expect(a < c, "\(a) < \(b) < \(c) but not \(a) < \(c)")
                }
            }
        }
    }

    /// A textbook's copies numbered under its card sort as people count them.
    @Test func numbersWithinAKeySortByValue() {
        let keys = ["У1-10", "У1-2", "У2-1", "У1-1", "У1-9", "12/10", "12/3"].map(InventoryNumber.init(unchecked:))
        #expect(keys.sorted().map(\.rawValue) == ["12/3", "12/10", "У1-1", "У1-2", "У1-9", "У1-10", "У2-1"])
    }

    @Test func sortingDoesNotDependOnTheInputOrder() {
        let keys = ["9", "10", "1a"].map(InventoryNumber.init(unchecked:))
        let orders = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]]
        let sorted = Set(orders.map { order in order.map { keys[$0] }.sorted().map(\.rawValue) })
        #expect(sorted.count == 1)
        let lowest = Set(orders.map { order in order.map { keys[$0] }.min()?.rawValue })
        #expect(lowest.count == 1)
        #expect(sorted.first?.prefix(2) == ["9", "10"])
    }

    @Test func decodingFromJSONValidates() throws {
        let decoder = JSONDecoder()
        let keys = try decoder.decode([InventoryNumber].self, from: Data(#"["  12/3 ", "000123", "АБ-1"]"#.utf8))
        #expect(keys.map(\.rawValue) == ["12/3", "000123", "АБ-1"])
        let ticket = try decoder.decode(TicketNumber.self, from: Data(#"" 000123 ""#.utf8))
        #expect(ticket.rawValue == "000123")
        for bad in [#""""#, #""12 3""#, #""..""#, #""<b>""#, "\"\(String(repeating: "1", count: 33))\""] {
            #expect(throws: ValidationError.self, "\(bad)") {
                try decoder.decode(InventoryNumber.self, from: Data(bad.utf8))
            }
        }
        #expect(throws: (any Error).self) { try decoder.decode(TicketNumber.self, from: Data("123".utf8)) }
    }

    @Test func encodesAsThePlainText() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        let data = try encoder.encode([InventoryNumber(validating: " 12/3 ")])
        #expect(String(decoding: data, as: UTF8.self) == #"["12/3"]"#)
        #expect(try TicketNumber(validating: "000123").description == "000123")
    }
}
