import Foundation
import Testing
import KartotekaCore
import KartotekaStore
import KartotekaTestSupport
@testable import KartotekaPostgres

@Suite("PostgreSQL store: changes seen by every store on the database")
struct PostgresChangeTests {
    /// Asks `store` until `condition` holds of its change generation, for at most `seconds`.
    private func eventually(_ seconds: Double, _ condition: () throws -> Bool) rethrows -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if try condition() { return true }
            usleep(10_000)
        }
        return try condition()
    }

    /// Whether the generation stays put over a short while (no change is being reported).
    private func isSteady(_ store: PostgresLibraryStore) throws -> Bool {
        let before = try store.changeGeneration()
        usleep(50_000)
        return try store.changeGeneration() == before
    }

    @Test func aWriteThroughAnotherStoreMovesTheGenerationWithinASecond() throws {
        let url = try TestPostgres.freshDatabaseURL()
        let desk = try PostgresLibraryStore(url: url, clock: Samples.clock(), calendar: .utc)
        let other = try PostgresLibraryStore(url: url, clock: Samples.clock(), calendar: .utc)
        #expect(try eventually(2) { try isSteady(desk) })
        let before = try desk.changeGeneration()
        #expect(try desk.changeGeneration() == before)
        _ = try other.addTitle(Samples.lermontov, copies: [])
        #expect(try eventually(1) { try desk.changeGeneration() != before })

        // A write by a program that is not a store at all, but notifies as every write does.
        #expect(try eventually(2) { try isSteady(desk) })
        let later = try desk.changeGeneration()
        let raw = try PostgresConnection(address: PostgresAddress(parsing: url))
        try raw.execute("BEGIN; UPDATE titles SET city = 'Тверь'; NOTIFY \(ChangeListener.channel); COMMIT")
        #expect(try eventually(1) { try desk.changeGeneration() != later })

        // Reads change nothing.
        #expect(try eventually(2) { try isSteady(desk) })
        let steady = try desk.changeGeneration()
        _ = try other.listTitles(CatalogQuery())
        usleep(200_000)
        #expect(try desk.changeGeneration() == steady)
    }

    @Test func whileTheListenerIsCutOffEveryAskCountsAsAChange() throws {
        let url = try TestPostgres.freshDatabaseURL()
        let desk = try PostgresLibraryStore(url: url, clock: Samples.clock(), calendar: .utc)
        #expect(try eventually(2) { try isSteady(desk) })
        try TestPostgres.endConnections(to: url, lastStatement: "LISTEN \(ChangeListener.channel)")
        #expect(try eventually(1) { try desk.changeGeneration() != desk.changeGeneration() })
        // The listener is back by itself within a second or so, and the answers stay put again.
        #expect(try eventually(3) { try isSteady(desk) })
    }
}
