import Foundation
import Testing
@testable import KartotekaCore
@testable import KartotekaValues

@Suite("Phone numbers")
struct PhoneNumberTests {
    @Test("accepts 5 to 15 digits with + - ( ) and spaces, keeping the text tidied", arguments: [
        ("+7 900 000-00-00", "+7 900 000-00-00", "79000000000"),
        ("8 (900) 000 00 00", "8 (900) 000 00 00", "79000000000"),
        ("9000000000", "9000000000", "79000000000"),
        ("89000000000", "89000000000", "79000000000"),
        ("  +7   900\t000-00-00 ", "+7 900 000-00-00", "79000000000"),
        ("12345", "12345", "12345"),
        ("+44 20 7946 0958", "+44 20 7946 0958", "442079460958"),
        ("123-456-789-012-345", "123-456-789-012-345", "123456789012345"),
        ("(495) 123-45-67", "(495) 123-45-67", "4951234567"),
    ])
    func accepts(input: String, text: String, key: String) throws {
        let phone = try PhoneNumber(validating: input)
        #expect(phone.text == text)
        #expect(phone.key == key)
        #expect(phone.description == text)
    }

    @Test func differentSpellingsOfOneRussianMobileShareAKey() throws {
        let keys = try Set(["+7 900 000-00-00", "8 (900) 000 00 00", "9000000000", "+7(900)0000000"].map {
            try PhoneNumber(validating: $0).key
        })
        #expect(keys == ["79000000000"])
    }

    @Test func refusesAnEmptyPhoneAskingForIt() {
        for input in ["", "   ", "\n"] {
            #expect(problems { try PhoneNumber(validating: input) } == [FieldProblem(field: "phone", message: Bilingual(
                russian: "Укажите телефон.", english: "Enter the phone number."))])
        }
    }

    @Test("refuses what does not look like a number", arguments: [
        "1234", "1-2-3-4", "1234567890123456", "+7 900 000-00-00 доб. 5", "phone", "+7 900 +000", "7+9000000000",
        "8.900.000.00.00", "89000000000#", "+", "()", "8/900/0000000",
    ])
    func refuses(input: String) throws {
        let found = problems { try PhoneNumber(validating: input) }
        let problem = try #require(found.first)
        #expect(found.count == 1)
        #expect(problem.field == "phone")
        #expect(problem.message.russian.contains("от 5 до 15"))
        #expect(problem.message.english.contains("5 to 15 digits"))
    }

    @Test func storedNumbersGetTheSameKey() throws {
        #expect(PhoneNumber(stored: "8 (900) 000 00 00").key == "79000000000")
        #expect(PhoneNumber(stored: "8 (900) 000 00 00") == (try PhoneNumber(validating: "8 (900) 000 00 00")))
    }

    @Test func decodingValidates() throws {
        let decoder = JSONDecoder()
        #expect(try decoder.decode(PhoneNumber.self, from: Data(#""+7 900 000-00-00""#.utf8)).key == "79000000000")
        #expect(throws: ValidationError.self) { try decoder.decode(PhoneNumber.self, from: Data(#""12""#.utf8)) }
    }
}

@Suite("E-mail addresses")
struct EmailAddressTests {
    @Test("accepts name@domain.tld, trimmed", arguments: [
        ("ivanov@example.com", "ivanov@example.com"),
        ("  ivanov@example.com\n", "ivanov@example.com"),
        ("i.ivanov+library@mail.example.ru", "i.ivanov+library@mail.example.ru"),
        ("читатель@пример.рф", "читатель@пример.рф"),
    ])
    func accepts(input: String, text: String) throws {
        #expect(try EmailAddress(validating: input).text == text)
    }

    @Test("refuses what is not an address", arguments: [
        "", "ivanov", "ivanov@", "@example.com", "ivanov@example", "ivanov@.com", "ivanov@example.",
        "a@b@example.com", "iva nov@example.com", "ivanov@exa mple.com", "<ivanov@example.com>", "ivanov@example.com;",
        "\"ivanov\"@example.com", "ivanov@example.com, petrov@example.com",
        String(repeating: "a", count: 250) + "@example.com",
    ])
    func refuses(input: String) throws {
        let found = problems { try EmailAddress(validating: input) }
        let problem = try #require(found.first)
        #expect(found.count == 1)
        #expect(problem.field == "email")
        #expect(problem.message.russian.contains("имя@домен"))
        #expect(problem.message.english.contains("name@domain"))
    }

    @Test func reportsUnderTheFieldAskedFor() {
        #expect(problemFields { try EmailAddress(validating: "x", field: "mailFrom") } == ["mailFrom"])
    }

    @Test func decodingValidates() throws {
        let decoder = JSONDecoder()
        #expect(try decoder.decode(EmailAddress.self, from: Data(#"" a@b.ru ""#.utf8)).text == "a@b.ru")
        #expect(throws: ValidationError.self) { try decoder.decode(EmailAddress.self, from: Data(#""a@b""#.utf8)) }
    }
}

@Suite("Postal addresses")
struct PostalAddressTests {
    @Test func tidiesEveryPart() {
        let address = PostalAddress(postcode: " 101000 ", city: "  Москва", street: "Тверская \n улица", house: " 12к2 ", flat: "10 ")
        #expect(address == PostalAddress(postcode: "101000", city: "Москва", street: "Тверская улица", house: "12к2", flat: "10"))
    }

    @Test func isEmptyOnlyWhenNoPartIsFilled() {
        #expect(PostalAddress().isEmpty)
        #expect(PostalAddress(city: "  ", flat: "\n").isEmpty)
        #expect(!PostalAddress(flat: "1").isEmpty)
    }

    @Test func readsAsOneLineInEitherLanguage() {
        let full = PostalAddress(postcode: "101000", city: "Москва", street: "Тверская", house: "1", flat: "10")
        #expect(full.line(in: .russian) == "101000, Москва, Тверская, д. 1, кв. 10")
        #expect(full.line(in: .english) == "101000, Москва, Тверская, 1, apt. 10")
        #expect(PostalAddress(city: "Тула", house: "5").line(in: .russian) == "Тула, д. 5")
        #expect(PostalAddress().line(in: .russian) == "")
    }
}
