import Foundation
import KartotekaAuth
import KartotekaCore
import KartotekaHTTP
import KartotekaPostgres
import KartotekaServer
import KartotekaStore
import KartotekaTestSupport
import Testing

/// A lend and a return through the API on PostgreSQL, as a desk program sends them (an API token,
/// JSON): every round trip to the database counted, the token's look-up included.
@Suite("Round trips to PostgreSQL of a lend through the API")
struct APIRoundTripTests {
    @Test func aLendAndAReturnWithAToken() throws {
        let clock = FixedClock(day: Day(year: 2024, month: 1, day: 15)!)
        let store = try PostgresLibraryStore(url: TestPostgres.freshDatabaseURL(), clock: clock, calendar: .utc)
        let application = KartotekaApplication(dependencies: ServerDependencies(store: store, clock: clock, log: MemoryLog(),
                                                                                  mailer: RecordingMailSender()))
        _ = try store.addAccount(username: "desk", displayName: "", role: .circulation, passwordHash: "unused")
        let token = SecretTokens.generate()
        _ = try store.addAPIToken(username: "desk", name: "desk", tokenDigest: SecretTokens.digest(token))
        _ = try store.addTitle(Title(firstAuthor: PersonName(parsing: "Лермонтов М. Ю."), title: "Герой нашего времени"),
                               copies: (1...6).map { Copy(inventoryNumber: try! InventoryNumber(validating: "1234\($0)"), storagePlace: "АБ") })
        _ = try store.addReader(Reader(ticketNumber: try TicketNumber(validating: "000123"), surname: "Иванов", firstName: "Иван",
                                       phone: nil, registeredOn: Day(year: 2024, month: 1, day: 15)!))
        func send(_ method: String, _ path: String, _ json: String) -> HTTPResponse {
            application.respond(to: HTTPRequest(method: method, path: path, pathSegments: HTTPRequest.decodedSegments(ofTarget: path),
                                                query: [], headers: ["authorization": "Bearer \(token)", "content-type": "application/json"],
                                                body: Data(json.utf8), form: []))
        }
        func lend(_ copy: String) -> HTTPResponse { send("POST", "/api/v1/loans", #"{"inventoryNumber": "\#(copy)", "ticketNumber": "000123"}"#) }
        func giveBack(_ copy: String) -> HTTPResponse { send("POST", "/api/v1/copies/\(copy)/return", "{}") }
        func counted(_ body: () -> HTTPResponse) -> (status: Int, roundTrips: Int) {
            let before = store.database.traffic.counts.roundTrips
            let status = body().status
            return (status, store.database.traffic.counts.roundTrips - before)
        }
        // Once for each copy that warms up, so that every statement is prepared on the pooled connections.
        for copy in ["12341", "12342", "12343", "12344"] {
            #expect(lend(copy).status == 201)
            #expect(giveBack(copy).status == 200)
        }

        let lent = counted { lend("12345") }
        let returned = counted { giveBack("12345") }
        #expect(lent.status == 201 && returned.status == 200)
        // The token's account (one statement, no transaction: the change before moved the data), then the
        // lend's three; likewise the return.
        #expect(lent.roundTrips == 4, "a lend through the API: \(lent.roundTrips) round trips")
        #expect(returned.roundTrips == 4, "a return through the API: \(returned.roundTrips) round trips")
    }
}
