import KartotekaCore

extension EnglishTexts: DeskTexts {
    func noDatabase(at path: String) -> String { "no database at \(path); create it with `kartoteka --db \(path) init`" }
    var connectionRefused: String { "the connection was refused (the server is not running, or the port is wrong)" }
    var unknownHost: String { "no computer has that name" }
    var serverTimedOut: String { "the server did not answer in time" }
    var networkDown: String { "the network connection is down" }
    var secureConnectionFailed: String { "a secure connection could not be made (check the server's certificate)" }
    func connectionError(code: Int) -> String { "connection error \(code)" }
    var howToGetAToken: String {
        "An administrator issues one on the server's computer: kartoteka user token add USERNAME --name NAME; pass it in KARTOTEKA_TOKEN or token in the configuration file."
    }
    func tokenNotAllowed(command: String, reason: String) -> String { "The server does not let this token’s account run “\(command)”. \(reason)" }
    func serverUnreachable(_ server: String, reason: Bilingual) -> String {
        "Cannot reach the server \(server): \(reason.english). Check the address (--server, KARTOTEKA_SERVER or server in the configuration file) and that the server is running (kartoteka serve)."
    }
    func notAKartotekaServer(_ server: String, status: Int) -> String {
        "What answered at \(server) is not a Kartoteka server (HTTP \(status)). Check the server address."
    }
    func cannotBuildRequest(_ reason: String) -> String { "This request cannot be sent to the server: \(reason)" }
    func uploadTooLarge(server: String) -> String {
        "The server \(server) takes files of at most 32 MiB. Import a larger file on the server's computer (kartoteka --db FILE import …) or split it into parts."
    }
    func tokenMissing(server: String) -> String { "The server \(server) needs an API token and none is set. " + howToGetAToken }
    func tokenRejected(server: String) -> String {
        "The server \(server) did not accept the API token: check it — it may be mistyped or revoked, or its account disabled. " + howToGetAToken
    }
}
