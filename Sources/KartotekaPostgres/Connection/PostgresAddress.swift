import Foundation
import KartotekaStore

/// Where a PostgreSQL database is, from a `postgresql://user:password@host:port/dbname?…` URL
/// (or `postgres://`), in the forms the store needs: the whole URL for libpq, the URL without its
/// password for the command-line tools (which get the password from the environment), and a
/// form safe to show in messages.
struct PostgresAddress: Sendable {
    /// The URL as given, for libpq.
    let url: String
    /// The URL without the password (in the user part or a `password=` parameter).
    let urlWithoutPassword: String
    /// The password the URL holds, decoded; `nil` when it has none (then libpq's `PGPASSWORD` or
    /// `~/.pgpass` apply).
    let password: String?
    /// `postgresql://user@host:port/dbname`: no password, no parameters. For messages and logs.
    let displayed: String

    /// Reads a URL; throws ``DatabaseAccessError/unsupportedAddress(scheme:)`` for anything but a
    /// PostgreSQL URL (naming only its scheme, as the rest may hold a password).
    init(parsing url: String) throws(DatabaseAccessError) {
        let lowered = url.lowercased()
        guard let scheme = ["postgresql://", "postgres://"].first(where: { lowered.hasPrefix($0) }) else {
            throw .unsupportedAddress(scheme: String(url.prefix { $0 != ":" }.prefix(20)))
        }
        let rest = url.dropFirst(scheme.count)
        let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" } ?? rest.endIndex
        var authority = String(rest[..<authorityEnd])
        let tail = rest[authorityEnd...]
        var password: String?
        if let at = authority.lastIndex(of: "@") {
            let userInfo = authority[..<at]
            let hosts = authority[authority.index(after: at)...]
            if let colon = userInfo.firstIndex(of: ":") {
                password = String(userInfo[userInfo.index(after: colon)...]).removingPercentEncoding
                authority = String(userInfo[..<colon]) + "@" + hosts
            }
        }
        let path = tail.prefix { $0 != "?" }
        var parameters = tail.dropFirst(path.count).dropFirst().split(separator: "&", omittingEmptySubsequences: true)
        if let index = parameters.firstIndex(where: { $0.hasPrefix("password=") }) {
            password = String(parameters[index].dropFirst("password=".count)).removingPercentEncoding
            parameters.remove(at: index)
        }
        self.url = url
        self.password = password
        urlWithoutPassword = scheme + authority + path + (parameters.isEmpty ? "" : "?" + parameters.joined(separator: "&"))
        displayed = "postgresql://" + authority + path
    }
}
