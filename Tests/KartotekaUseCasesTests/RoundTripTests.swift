import Foundation
import KartotekaCore
@testable import KartotekaPostgres
import KartotekaStore
import KartotekaTestSupport
import KartotekaUseCases
import Testing

/// How many round trips to PostgreSQL and statements the desk's use cases take: counted by the
/// connection (every exchange with the server; `BEGIN`, `COMMIT` and `NOTIFY` included), and the
/// statements counted again by the server itself (`pg_stat_statements`, where the server has it).
/// A regression fails here, not in a benchmark; an improvement updates the numbers.
@Suite("Round trips to PostgreSQL of lending and taking back")
struct RoundTripTests {
    /// What one use case cost.
    struct Cost: Equatable, CustomStringConvertible {
        var roundTrips: Int
        var statements: Int
        var description: String { "\(roundTrips) round trips, \(statements) statements" }
    }

    /// Runs `body` and says what it cost, checking the client's count of statements against the
    /// server's when the server keeps one.
    private static func cost(_ store: PostgresLibraryStore, _ body: () throws -> Void) throws -> Cost {
        let serverBefore = try serverStatements(store)
        let before = store.database.traffic.counts
        try body()
        let after = store.database.traffic.counts
        let cost = Cost(roundTrips: after.roundTrips - before.roundTrips, statements: after.statements - before.statements)
        if let serverBefore, let serverAfter = try serverStatements(store) {
            // The server counts the query that read its count before too, once that query ended.
            #expect(serverAfter - serverBefore - 1 == cost.statements, "the server ran what the connection sent")
        }
        return cost
    }

    /// How many statements the server has run in this database, if it keeps count (the writes'
    /// announcements left out: they come from a connection of their own, when they come).
    private static func serverStatements(_ store: PostgresLibraryStore) throws -> Int? {
        try store.database.withConnection { connection in
            try connection.query("""
                SELECT coalesce(sum(calls), 0) FROM pg_stat_statements
                WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database()) AND query NOT LIKE 'NOTIFY%'

                """, values: []) { try $0.int(0) }.first
        }
    }

    @Test func aLendATakeBackAndADeskScanAtTheDesk() throws {
        let library = try UseCaseLibrary(.postgres)
        let store = try #require(library.store as? PostgresLibraryStore)
        let hasServerCount = (try? store.database.withConnection { try $0.execute("CREATE EXTENSION IF NOT EXISTS pg_stat_statements") }) != nil
        let desk = library.library
        let principal = UseCaseLibrary.helper
        let (ticket, other) = (UseCaseLibrary.ticket("000123"), UseCaseLibrary.ticket("000124"))
        // Twice, so that every statement is prepared on the pooled connections.
        for _ in 0..<2 {
            _ = try desk.run(Lend(UseCaseLibrary.inventory("12347"), to: other), by: principal)
            _ = try desk.run(ReturnCopy(UseCaseLibrary.inventory("12347")), by: principal)
            library.clock.set(library.clock.now().addingTimeInterval(180))  // not a book handed in moments ago
            _ = try desk.run(DeskScan("12347", serving: other), by: principal)
            library.clock.set(library.clock.now().addingTimeInterval(180))  // not a double scan
            _ = try desk.run(DeskScan("12347", serving: other), by: principal)
        }

        let lend = try Self.cost(store) { _ = try desk.run(Lend(UseCaseLibrary.inventory("12345"), to: ticket), by: principal) }
        let giveBack = try Self.cost(store) { _ = try desk.run(ReturnCopy(UseCaseLibrary.inventory("12345")), by: principal) }
        let scanLend = try Self.cost(store) { _ = try desk.run(DeskScan("12346", serving: ticket), by: principal) }
        library.clock.set(library.clock.now().addingTimeInterval(180))
        let scanBack = try Self.cost(store) { _ = try desk.run(DeskScan("12346", serving: ticket), by: principal) }

        // A lend: BEGIN with the copy's and the reader's locks and its 13 reads (each read after its
        // lock, so that what it reads is as of the lock); the loan's insert with its read-back; the
        // audit line with COMMIT (the other stores are told apart, after it).
        #expect(lend == Cost(roundTrips: 3, statements: 20))
        // A return at the branch the copy stands at: BEGIN with its 5 reads (the copy and its title
        // locked); the loan's update with its read-back; the audit line with COMMIT.
        #expect(giveBack == Cost(roundTrips: 3, statements: 10))
        // At the desk the scan is looked up first (the reader at the desk, the copy locked, then read),
        // and the reader's card read again after, for the panel (its consent in the same batch).
        #expect(scanLend == Cost(roundTrips: 5, statements: 35))
        #expect(scanBack == Cost(roundTrips: 5, statements: 25))
        #expect(lend.roundTrips <= 4, "the issue's ceiling for a lend")
        if !hasServerCount { print("pg_stat_statements is not loaded on this server: statements counted by the client only") }
    }
}
