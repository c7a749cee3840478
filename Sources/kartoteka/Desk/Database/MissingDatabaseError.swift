import KartotekaCore

/// The database file a command would work on does not exist; it is not created behind the
/// user's back (only `init` and `serve --create` make one).
struct MissingDatabaseError: KartotekaError {
    /// The path that was given (or configured).
    let path: String

    var code: String { "no_database" }
    var kind: FailureKind { .notFound }
    var message: Bilingual {
        Bilingual { $0.noDatabase(at: path) }
    }
}
