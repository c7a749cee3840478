import KartotekaCopyCataloguing
import KartotekaCore
import KartotekaMetadata
import KartotekaStore
import KartotekaWire
import KartotekaWireMapping

/// Resolves what a scan read — a picture's codes, or a code typed — to what the desk does next:
/// the most telling code decides (a number alone that is neither a copy's nor a reader's gives way
/// to the next code). The library's records are read in one transaction; an ISBN the catalogue
/// does not have is then looked up outside it, in the book services configured and the library's
/// enabled catalogues where its settings put them, and opens the New Book form with what was
/// found. A scan changes nothing and writes no audit line. `POST /scan`, `POST /api/v1/scan`,
/// "Find by ISBN" of the New Book form and `kartoteka scan` run it.
public struct ResolveScan: ReachesOutside {
    public static let action = "resolve scan"
    public static let access = UseCaseAccess.permission(.lookUp)

    /// What the codes read mean, in the order read.
    public let meanings: [ScanMeaning]
    /// The book services configured (Google Books, Open Library…); `nil`: none.
    public let providers: MetadataLookup?
    /// What asks the library's catalogues (Z39.50, SRU).
    public let catalogues: CopyCataloguingClient

    /// A resolution of `meanings`, a new ISBN looked up in `providers` and the catalogues `catalogues` asks.
    public init(_ meanings: [ScanMeaning], providers: MetadataLookup?, catalogues: CopyCataloguingClient) {
        self.meanings = meanings
        self.providers = providers
        self.catalogues = catalogues
    }

    public func run(in library: Library, by principal: Principal) throws -> ScanResolution {
        let step = try library.store.reading { transaction -> Step in
            let db = transaction.connection
            switch try ScanResolver(db).find(meanings) {
            case .resolved(let resolution):
                return .resolved(resolution)
            case .newISBN(let isbn):
                let settings = try db.loadSettings()
                let targets = try db.copyCataloguingTargets().map(\.target).filter(\.enabled)
                let lookup = MetadataLookup.scanFlow(providers: providers, catalogues: catalogues, targets: targets,
                                                     place: settings.copyCataloguing.lookupPlace)
                return .lookUp(isbn, lookup, settings.authorSignStyle)
            }
        }
        switch step {
        case .resolved(let resolution):
            return resolution
        case .lookUp(let isbn, let lookup, let style):
            return ScanResolver.isbnResolution(isbn, lookup: lookup, authorSignStyle: style)
        }
    }

    public func auditSubject(of output: ScanResolution) -> String? {
        nil
    }

    /// What the transaction found: where the scan leads, or a new ISBN with how the library looks it up.
    private enum Step: Sendable {
        case resolved(ScanResolution)
        case lookUp(ISBN, MetadataLookup?, AuthorSignStyle)
    }
}
