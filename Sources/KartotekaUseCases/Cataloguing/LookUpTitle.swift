import KartotekaCore
import KartotekaMetadata
import KartotekaWire

/// Finds what the catalogue and the book look-ups know of an ISBN, to fill the New Book form:
/// the title catalogued with it, else the first candidate the look-up finds. The look-up waits on
/// the outside world (the providers, other libraries' catalogues), never inside a transaction;
/// it changes nothing, so it leaves no audit line. The form's "Find by ISBN" runs it.
public struct LookUpTitle: ReachesOutside {
    public static let action = "look up title"
    public static let access = UseCaseAccess.permission(.editCatalogue)

    /// The ISBN.
    public let isbn: ISBN
    /// Where to look it up; `nil`: nowhere but the catalogue.
    public let lookup: MetadataLookup?

    /// A look-up of `isbn` in `lookup`.
    public init(_ isbn: ISBN, in lookup: MetadataLookup?) {
        self.isbn = isbn
        self.lookup = lookup
    }

    public func run(in library: Library, by principal: Principal) throws -> ScanResolution {
        try ScanResolver(store: library.store, lookup: lookup).resolve([.isbn(isbn)])
    }

    public func auditSubject(of output: ScanResolution) -> String? {
        nil
    }
}
