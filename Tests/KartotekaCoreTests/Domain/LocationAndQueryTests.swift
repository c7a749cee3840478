import Testing
@testable import KartotekaCore
@testable import KartotekaValues

@Suite("Library locations")
struct LocationTests {
    @Test func validFieldsAreTidied() throws {
        let location = try Location(validatingStreetAddress: " 123 Eiffel Tower Street ", city: "Paris\n", country: " France",
                                    emoji: " 🇫🇷 ", hours: "8am–7pm ")
        #expect(location == Location(streetAddress: "123 Eiffel Tower Street", city: "Paris", country: "France",
                                     emoji: "🇫🇷", hours: "8am–7pm"))
    }

    @Test func requiresStreetCityAndCountryAllAtOnce() {
        let found = problems { try Location(validatingStreetAddress: " ", city: "", country: "\n", emoji: "", hours: "") }
        #expect(found.map(\.field) == ["streetAddress", "city", "country"])
        for problem in found {
            expectBilingual(problem.message)
        }
    }

    @Test func limitsEachFieldTo200Characters() {
        let long = String(repeating: "a", count: 201)
        #expect(problemFields {
            try Location(validatingStreetAddress: long, city: "Paris", country: "France", emoji: long, hours: long)
        } == ["streetAddress", "emoji", "hours"])
    }

    @Test("matches the country by a case-insensitive prefix", arguments: [
        ("", true), ("  ", true), ("Fr", true), ("fr", true), ("FRANCE", true), (" france ", true),
        ("Franc e", false), ("Germany", false), ("rance", false),
    ])
    func countryPrefix(query: String, matches: Bool) {
        let paris = Location(streetAddress: "1 Rue", city: "Paris", country: "France")
        #expect(paris.countryMatches(prefix: query) == matches)
    }
}

@Suite("Pages of long lists")
struct PageRequestTests {
    @Test("clamps the limit to 1…500 and the offset to 0 or more", arguments: [
        (0, 50, 0, 50), (-10, 50, 0, 50), (100, 0, 100, 1), (0, -5, 0, 1), (0, 500, 0, 500), (0, 501, 0, 500), (7, 20, 7, 20),
    ])
    func clamps(offset: Int, limit: Int, clampedOffset: Int, clampedLimit: Int) {
        let request = PageRequest(offset: offset, limit: limit)
        #expect(request.offset == clampedOffset)
        #expect(request.limit == clampedLimit)
    }

    @Test func theDefaultIsTheFirstFifty() {
        #expect(PageRequest() == PageRequest(offset: 0, limit: 50))
    }

    @Test func anExtraFetchedItemOnlySaysMoreFollow() {
        let request = PageRequest(offset: 20, limit: 3)
        let more = Page(fetched: [1, 2, 3, 4], request: request)
        #expect(more == Page(items: [1, 2, 3], offset: 20, limit: 3, hasMore: true))
        #expect(Page(fetched: [1, 2, 3], request: request).hasMore == false)
        #expect(Page(fetched: [Int](), request: request) == Page(items: [], offset: 20, limit: 3, hasMore: false))
    }
}
