import Foundation

/// The Kartoteka server the CLI works through instead of the local database, and the API token
/// it signs requests with.
struct RemoteServer: Sendable {
    /// The address as the user wrote it, for messages.
    let address: String
    /// The server's base URL.
    let url: URL
    /// The API token, when one is set.
    let token: String?

    /// A server from its address: `http://host:3000` or `https://host/prefix`.
    init(address: String, token: String?) throws(ConfigurationError) {
        guard let url = URL(string: address), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
              let host = url.host, !host.isEmpty, url.query == nil, url.fragment == nil else {
            throw .badServerAddress(address)
        }
        self.address = address
        self.url = url
        self.token = token
    }

    /// The server chosen by the flags over the configuration (file and environment), or `nil`
    /// for the local database. `--server ""` chooses the local database; so does `--db FILE`
    /// unless `--server` is given too (then the command line is contradictory).
    static func chosen(serverFlag: String?, databaseFlag: String?, tokenFlag: String?,
                       configuration: Configuration) throws -> RemoteServer? {
        if let serverFlag, !serverFlag.isEmpty, databaseFlag != nil {
            throw UsageError.conflictingOptions("db", "server")
        }
        let address = (serverFlag ?? (databaseFlag == nil ? configuration.server : "")).trimmingCharacters(in: .whitespaces)
        guard !address.isEmpty else { return nil }
        let token = (tokenFlag ?? configuration.token).trimmingCharacters(in: .whitespacesAndNewlines)
        return try RemoteServer(address: address, token: token.isEmpty ? nil : token)
    }
}
