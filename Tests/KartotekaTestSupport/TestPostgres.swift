import Foundation
import Synchronization

/// A PostgreSQL server for tests: the one at `KARTOTEKA_TEST_POSTGRES` (the URL of a running
/// server whose account may create databases), or else a throwaway cluster started once per
/// test process (see ``TestPostgresCluster``). Each test asks for a fresh, empty database.
///
/// The databases made on a server given by URL are dropped when the process exits; a throwaway
/// cluster is stopped and deleted with everything in it.
public enum TestPostgres {
    /// The environment variable naming a running server to use instead of a throwaway cluster.
    public static let environmentVariable = "KARTOTEKA_TEST_POSTGRES"

    /// The URL of a new, empty database that the test account owns, made with these further
    /// `createdb` options (`["--encoding=SQL_ASCII", "--template=template0"]`).
    public static func freshDatabaseURL(_ options: [String] = []) throws -> String {
        let server = try shared.get()
        let name = "kartoteka_test_\(getpid())_\(counter.add(1, ordering: .relaxed).newValue)"
        try Tool.run(try TestPostgresCluster.binary("createdb"), ["--maintenance-db=\(server.url)"] + options + [name])
        if server.cluster == nil { created.withLock { $0.append(name) } }
        return TestPostgres.url(server.url, database: name)
    }

    /// The URL of a new, empty database as ``TestPostgresCluster/guestUser`` sees it: an account
    /// that may connect to it but not create anything in it (PostgreSQL 15 and newer give CREATE on
    /// the `public` schema to the database's owner only). `nil` on a server given by URL, where the
    /// tests may not make roles.
    public static func freshDatabaseURLForGuest() throws -> String? {
        let server = try shared.get()
        guard let cluster = server.cluster else { return nil }
        try guestRole.withLock { created in
            guard !created else { return }
            try Tool.run(try TestPostgresCluster.binary("psql"), ["-X", "-q", "--dbname=\(server.url)", "-c",
                                                                  "CREATE ROLE \(TestPostgresCluster.guestUser) LOGIN"])
            created = true
        }
        let name = try freshDatabaseURL().split(separator: "/").last.map(String.init) ?? ""
        return "postgresql://\(TestPostgresCluster.guestUser)@127.0.0.1:\(cluster.port)/\(name)"
    }

    /// The URL of a new, empty database owned by an account that must give its password (in the
    /// URL), and that password: for tests of a wrong or a missing password. `nil` on a server given
    /// by URL, whose rules for passwords are not the tests' to know.
    public static func freshPasswordDatabaseURL() throws -> (url: String, password: String)? {
        let server = try shared.get()
        guard let cluster = server.cluster else { return nil }
        let user = TestPostgresCluster.passwordUser
        let password = "pw-\(getpid())"
        try passwordRole.withLock { created in
            guard !created else { return }
            try Tool.run(try TestPostgresCluster.binary("psql"), ["-X", "-q", "--dbname=\(server.url)", "-c",
                                                                  "CREATE ROLE \(user) LOGIN PASSWORD '\(password)'"])
            created = true
        }
        let name = "kartoteka_test_\(getpid())_\(counter.add(1, ordering: .relaxed).newValue)"
        try Tool.run(try TestPostgresCluster.binary("createdb"), ["--maintenance-db=\(server.url)", "--owner=\(user)", name])
        return ("postgresql://\(user):\(password)@127.0.0.1:\(cluster.port)/\(name)", password)
    }

    /// Ends the server's connections to the database at `url` (those whose last statement was
    /// `lastStatement`, when given) and waits until they are gone, as a restart would.
    public static func endConnections(to url: String, lastStatement: String? = nil) throws {
        let server = try shared.get()
        let name = url.split(separator: "/").last?.split(separator: "?").first.map(String.init) ?? ""
        let condition = lastStatement.map { " AND query = '\($0)'" } ?? ""
        try Tool.run(try TestPostgresCluster.binary("psql"), ["-X", "-q", "--dbname=\(server.url)", "-c", """
            SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity WHERE datname = '\(name)'\(condition)
            """])
    }

    /// The URL with its database replaced.
    public static func url(_ url: String, database: String) -> String {
        let scheme = url.range(of: "://").map { url[..<$0.upperBound] } ?? ""
        let rest = url.dropFirst(scheme.count)
        let authority = rest.prefix { $0 != "/" && $0 != "?" }
        let query = rest.drop { $0 != "?" }
        return scheme + authority + "/" + database + query
    }

    /// The server the tests use, and the cluster when it is the tests' own.
    private struct Server: Sendable {
        let url: String
        let cluster: TestPostgresCluster?
    }

    private static let counter = Atomic<Int>(0)
    private static let created = Mutex<[String]>([])
    private static let passwordRole = Mutex<Bool>(false)
    private static let guestRole = Mutex<Bool>(false)

    private static let shared: Result<Server, any Error> = Result {
        let server: Server
        if let url = ProcessInfo.processInfo.environment[environmentVariable], !url.isEmpty {
            server = Server(url: url, cluster: nil)
        } else {
            let cluster = try TestPostgresCluster.start()
            server = Server(url: cluster.url, cluster: cluster)
        }
        atexit { TestPostgres.cleanUp() }
        return server
    }

    /// At exit: stops the throwaway cluster, or drops the databases made on the given server.
    private static func cleanUp() {
        guard case .success(let server) = shared else { return }
        if let cluster = server.cluster {
            cluster.stop()
            return
        }
        let names = created.withLock { $0 }
        guard !names.isEmpty, let psql = try? TestPostgresCluster.binary("psql") else { return }
        let drops = names.flatMap { ["-c", "DROP DATABASE IF EXISTS \($0) WITH (FORCE)"] }
        _ = try? Tool.run(psql, ["-X", "-q", "--dbname=\(server.url)"] + drops)
    }
}
