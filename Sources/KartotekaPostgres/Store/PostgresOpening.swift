/// What a ``PostgresLibraryStore`` does with a database it cannot use as it is.
public struct PostgresOpening: Sendable {
    /// Whether an empty database gets Kartoteka's tables (`init`, `serve --create`); without it,
    /// an empty database is refused with ``KartotekaStore/DatabaseAccessError/noLibrary(address:)``.
    public var createsSchema: Bool
    /// Whether a server that does not answer yet is waited for (`serve`): the store opens at once,
    /// its calls fail with `StoreError.databaseUnreachable` until the server answers, and the
    /// database is checked and brought up to date then. Without it, opening fails.
    public var waitsForServer: Bool
    /// Whether writes are announced to the other stores from a thread of their own after they
    /// commit (a server, where writes come many at a time); without it, before each write returns
    /// (a command, which may end right after its write).
    public var announcesApart: Bool

    /// The choices, by default those of the store tests: create the schema, do not wait, announce
    /// before returning.
    public init(createsSchema: Bool = true, waitsForServer: Bool = false, announcesApart: Bool = false) {
        self.createsSchema = createsSchema
        self.waitsForServer = waitsForServer
        self.announcesApart = announcesApart
    }
}
