import KartotekaStore
import Testing
@testable import KartotekaCommandLine

/// Which store a `database` value means, decided in one place.
@Suite("Database values: a file or PostgreSQL")
struct DatabaseLocationTests {
    @Test(arguments: [
        ("data/kartoteka.sqlite", DatabaseLocation.sqlite(path: "data/kartoteka.sqlite"), "data/kartoteka.sqlite"),
        ("/var/lib/kartoteka/library.sqlite", .sqlite(path: "/var/lib/kartoteka/library.sqlite"), "/var/lib/kartoteka/library.sqlite"),
        ("odd/name://x", .sqlite(path: "odd/name://x"), "odd/name://x"),
        ("postgresql://desk:secret@db.example:5432/library", .postgres(url: "postgresql://desk:secret@db.example:5432/library"),
         "postgresql://desk@db.example:5432/library"),
        ("POSTGRES://desk@db.example/library?sslmode=require", .postgres(url: "POSTGRES://desk@db.example/library?sslmode=require"),
         "postgresql://desk@db.example/library"),
    ])
    func aSchemeMeansPostgreSQLElseAFile(value: String, location: DatabaseLocation, shown: String) throws {
        #expect(try DatabaseLocation(value) == location)
        #expect(DatabaseLocation.shown(value) == shown)
    }

    @Test func aURLOfAnotherKindIsRefusedNamingOnlyItsScheme() {
        #expect(throws: DatabaseAccessError.unsupportedAddress(scheme: "mysql")) { try DatabaseLocation("mysql://root:secret@db/library") }
        #expect(DatabaseLocation.shown("mysql://root:secret@db/library") == "mysql://…")
    }
}
