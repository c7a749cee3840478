import KartotekaCore

/// The texts of working through a server or a database file: why the server or the file cannot be used.
protocol DeskTexts: Sendable {
    func noDatabase(at path: String) -> String
    var connectionRefused: String { get }
    var unknownHost: String { get }
    var serverTimedOut: String { get }
    var networkDown: String { get }
    var secureConnectionFailed: String { get }
    func connectionError(code: Int) -> String
    var howToGetAToken: String { get }
    func tokenNotAllowed(command: String, reason: String) -> String
    func serverUnreachable(_ server: String, reason: Bilingual) -> String
    func notAKartotekaServer(_ server: String, status: Int) -> String
    func cannotBuildRequest(_ reason: String) -> String
    func uploadTooLarge(server: String) -> String
    func tokenMissing(server: String) -> String
    func tokenRejected(server: String) -> String
}
