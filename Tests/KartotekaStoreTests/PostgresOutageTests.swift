import Foundation
import Testing
import KartotekaCore
import KartotekaStore
import KartotekaTestSupport
@testable import KartotekaPostgres

@Suite("PostgreSQL store: a server that stops and comes back")
struct PostgresOutageTests {
    /// Whether this machine has the server's programs, for a cluster of the test's own.
    static let hasServer = (try? TestPostgresCluster.binary("initdb")) != nil

    @Test(.enabled(if: hasServer)) func whileTheServerIsDownCallsSaySoAndAfterwardsWorkAgain() throws {
        let cluster = try TestPostgresCluster.start()
        defer { cluster.stop() }
        try Tool.run(try TestPostgresCluster.binary("createdb"), ["--maintenance-db=\(cluster.url)", "library"])
        let url = TestPostgres.url(cluster.url, database: "library")
        let store = try PostgresLibraryStore(url: url, clock: Samples.clock(), calendar: .utc)
        _ = try store.addTitle(Samples.lermontov, copies: [])

        cluster.shutDown()
        let address = try PostgresAddress(parsing: url).displayed
        #expect(throws: StoreError.databaseUnreachable(address: address)) { try store.listTitles(CatalogQuery()) }
        #expect(throws: StoreError.databaseUnreachable(address: address)) { try store.addReader(Samples.reader("1", phone: "111-11-11")) }
        #expect(try store.changeGeneration() != store.changeGeneration())

        try cluster.startAgain()
        #expect(try store.listTitles(CatalogQuery()).items.count == 1)
        _ = try store.addReader(Samples.reader("1", phone: "111-11-11"))
        #expect(try store.listReaders(ReaderQuery()).items.count == 1)
    }
}
