import Foundation
import KartotekaClient
import KartotekaCore
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The desk over a Kartoteka server's JSON API. Forms are checked here with the same rules as
/// in the database first, so their problems read the same; the server checks them again, and
/// fills in what only the library knows (the default storage place, the author-sign style,
/// today for a registration).
struct ServerDesk: Sendable {
    let client: KartotekaClient
    let server: RemoteServer
    /// The command being run, for messages about what the token may not do.
    let command: String
    let clock: any LibraryClock
    let calendar: LibraryCalendar

    /// A desk for a server; requests go in the user's language and carry the token.
    init(server: RemoteServer, language: Language, command: String, clock: any LibraryClock, calendar: LibraryCalendar) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = 120
        var signing: KartotekaClient.TokenProvider?
        if let token = server.token { signing = { token } }
        client = KartotekaClient(baseURL: server.url, language: language.rawValue, session: URLSession(configuration: configuration),
                                 token: signing)
        self.server = server
        self.command = command
        self.clock = clock
        self.calendar = calendar
    }

    /// Today by this computer's clock, for checking forms.
    var today: Day {
        calendar.day(of: clock.now())
    }

    /// Runs one client call and waits for it; its failure becomes the CLI's.
    func call<Value: Sendable>(_ work: @escaping @Sendable (KartotekaClient) async throws -> Value) throws -> Value {
        let client = client
        do {
            return try BlockingCall.run { try await work(client) }
        } catch let error as KartotekaClientError {
            throw RemoteError.translate(error, server: server, command: command)
        }
    }
}
