import BookLocationsClient
import Foundation
import Testing

/// The book's iOS client code — both versions of its `Location` — against a live server: the
/// same locations for the same countries, whichever spelling of the street address it reads.
@Suite("The book's iOS client")
struct BookLocationsClientTests {
    /// What a decoded location says, as a value that can leave the completion handler.
    struct Seen: Sendable, Hashable {
        let streetAddress: String
        let city: String
        let country: String
        let emoji: String
        let hours: String
    }

    enum Variant: String, CaseIterable, Sendable {
        case camelCase, codingKeys
    }

    static func fetch(_ variant: Variant, country: String, from service: LocationsService) async throws -> [Seen] {
        try await withCheckedThrowingContinuation { continuation in
            switch variant {
            case .camelCase:
                service.fetchLocations(country: country) { locations, error in
                    if let locations {
                        continuation.resume(returning: locations.map {
                            Seen(streetAddress: $0.streetAddress, city: $0.city, country: $0.country, emoji: $0.emoji, hours: $0.hours)
                        })
                    } else {
                        continuation.resume(throwing: error ?? LocationsServiceError.noData)
                    }
                }
            case .codingKeys:
                service.fetchSnakeCaseLocations(country: country) { locations, error in
                    if let locations {
                        continuation.resume(returning: locations.map {
                            Seen(streetAddress: $0.streetAddress, city: $0.city, country: $0.country, emoji: $0.emoji, hours: $0.hours)
                        })
                    } else {
                        continuation.resume(throwing: error ?? LocationsServiceError.noData)
                    }
                }
            }
        }
    }

    @Test(arguments: Variant.allCases)
    func getsTheLocationsByCountry(_ variant: Variant) async throws {
        let server = try LiveServer()
        let service = LocationsService(baseURL: server.baseURL.absoluteString)

        let america = try await Self.fetch(variant, country: "Ame", from: service)
        #expect(america.map(\.city) == ["New York", "San Francisco"])
        #expect(america.first == Seen(streetAddress: "86 Libery Boulevard", city: "New York", country: "America",
                                      emoji: "🇺🇸", hours: "6am–10pm"))
        #expect(america.allSatisfy { $0.country == "America" })

        let all = try await Self.fetch(variant, country: "", from: service)
        #expect(Set(all.map(\.city)) == ["Paris", "New York", "San Francisco", "Melbourne", "Berlin"])
        #expect(all.count == 5)

        #expect(try await Self.fetch(variant, country: "zz", from: service).isEmpty)
    }

    @Test func defaultsToTheBooksAddress() {
        #expect(LocationsService().baseURL == "http://localhost:3000")
    }
}
