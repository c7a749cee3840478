import KartotekaCopyCataloguing
import KartotekaCore
import KartotekaMetadata
import KartotekaStore
import KartotekaWire
import KartotekaWireMapping

extension ResolveScan {
    public static let action = "resolve scan"
    public static let access = UseCaseAccess.permission(.lookUp)

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
