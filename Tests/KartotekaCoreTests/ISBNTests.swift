import Testing
@testable import KartotekaCore
@testable import KartotekaValues

@Suite("ISBN")
struct ISBNTests {
    @Test("accepts what people type and scanners send", arguments: [
        ("978-5-17-079585-7", "9785170795857"),
        ("9785170795857", "9785170795857"),
        ("ISBN 978-5-17-079585-7", "9785170795857"),
        ("ISBN-13: 978-5-17-079585-7", "9785170795857"),
        ("isbn 978 5 17 079585 7", "9785170795857"),
        ("5-17-079585-8", "9785170795857"),
        ("ISBN-10: 5170795858", "9785170795857"),
        ("080442957X", "9780804429573"),
        ("080442957x", "9780804429573"),
        ("0-8044-2957-х", "9780804429573"),
        ("0-451-52653-8", "9780451526533"),
        ("978517079585790000", "9785170795857"),
        ("97851707958575", "invalid"),
        ("978517079585712", "9785170795857"),
        ("979-10-90636-07-1", "9791090636071"),
    ])
    func parses(input: String, digits: String) {
        let parsed = try? ISBN(parsing: input)
        if digits == "invalid" {
            #expect(parsed == nil)
        } else {
            #expect(parsed?.digits == digits)
        }
    }

    @Test("refuses with a reason", arguments: [
        ("", ISBNError.empty),
        ("   ", .empty),
        ("978-5-17-079585-0", .badCheckDigit(expected: "7")),
        ("5170795850", .badCheckDigit(expected: "8")),
        ("036000291452", .upc),
        ("9790230671187", .ismn),
        ("4607001234567", .notBookland(prefix: "460")),
        ("978-5-17", .wrongLength(6)),
        ("978-5-17-O79585-7", .invalidCharacters("978-5-17-O79585-7")),
        ("97X5170795857", .invalidCharacters("97X5170795857")),
        ("hello", .invalidCharacters("hello")),
    ])
    func refuses(input: String, error: ISBNError) {
        #expect(throws: error) { try ISBN(parsing: input) }
    }

    @Test("hyphenates from the agency's ranges", arguments: [
        ("9785170795857", "978-5-17-079585-7"),
        ("9780451526533", "978-0-451-52653-3"),
        ("9781292110110", "978-1-292-11011-0"),
        ("9783161484100", "978-3-16-148410-0"),
        ("9785861500487", "978-5-86150-048-7"),
        ("9791090636071", "979-10-90636-07-1"),
    ])
    func hyphenates(digits: String, expected: String) throws {
        #expect(try ISBN(parsing: digits).hyphenated == expected)
    }

    @Test("the binary search over the ranges splits as walking through them does")
    func indexedRangesSplitAsTheWalk() {
        let walked = ISBNRangeTable(data: ISBNRangeTable.data, indexed: false)
        var generator = SystemRandomNumberGenerator()
        var digitsSeen = Set<String>()
        // Every group and registrant boundary region, by sweeping the leading digits, plus random ISBNs.
        for prefix in ["978", "979"] {
            for lead in 0..<100_000 {
                let head = String(lead).leftPadded(to: 5)
                let tail = String(UInt64.random(in: 0..<10_000, using: &generator)).leftPadded(to: 4)
                digitsSeen.insert(prefix + head + tail + "0")
            }
        }
        for digits in digitsSeen {
            let split = walked.split(digits)
            #expect(ISBNRangeTable.shared.split(digits) == split, "\(digits)")
            // Hyphenated on the bytes where the indexes cover it, as the split says elsewhere.
            if let fast = ISBNRangeTable.shared.hyphenated(digits) { #expect(fast == split?.joined(separator: "-"), "\(digits)") }
        }
    }

    @Test func convertsBetweenTenAndThirteen() throws {
        let isbn = try ISBN(parsing: "9785170795857")
        #expect(isbn.isbn10 == "5170795858")
        #expect(isbn.hyphenated10 == "5-17-079585-8")
        #expect(try ISBN(parsing: "9791090636071").isbn10 == nil)
        #expect(try ISBN(parsing: "0-8044-2957-X").isbn10 == "080442957X")
    }

    @Test func rangeDataIsDated() {
        #expect(ISBN.rangeSource.contains("RangeMessage.xml"))
        #expect(ISBN.rangeSource.contains("20"))
    }

    @Test func messagesExistInBothLanguages() {
        for error in [ISBNError.empty, .upc, .ismn, .wrongLength(3), .badCheckDigit(expected: "X"),
                      .notBookland(prefix: "460"), .invalidCharacters("x")] {
            #expect(!error.message.russian.isEmpty && !error.message.english.isEmpty)
            #expect(error.message.russian != error.message.english)
        }
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
