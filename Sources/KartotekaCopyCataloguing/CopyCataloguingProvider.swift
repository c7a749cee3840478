import KartotekaCore
import KartotekaMetadata
import KartotekaStore

extension CopyCataloguingProvider {
    /// `Z39.50`: what the look-up calls this step; each candidate names its target.
    public var name: String { "Z39.50" }

    /// The targets' candidates for the ISBN; none when every target answered and none knows it.
    /// When none found it and some failed, their failures: a catalogue that did not answer has not
    /// said "not found", and a look-up keeps no such answer.
    public func lookup(_ isbn: ISBN) throws(MetadataError) -> [MetadataCandidate] {
        guard !targets.isEmpty else { return [] }
        let result = client.search(.isbn(isbn), on: targets)
        let candidates = result.candidates.map { MetadataCandidate($0, isbn: isbn) }
        let failures = result.failures
        if candidates.isEmpty, !failures.isEmpty {
            throw failures.count == 1 ? .catalogueFailed(failures[0]) : .allProvidersFailed(failures.map { .catalogueFailed($0) })
        }
        return candidates
    }
}

extension MetadataCandidate {
    /// A copy-cataloguing candidate as a look-up's candidate: its target is its source. The ISBN is
    /// the one looked up: a record of another edition or of the set may list another ISBN first.
    init(_ candidate: CopyCataloguingCandidate, isbn: ISBN) {
        let title = candidate.title
        self.init(source: candidate.target, isbn: isbn, title: title.title, subtitle: title.subtitle,
                  authors: (title.firstAuthor.map { [$0] } ?? []) + title.otherAuthors, publisher: title.publisher, city: title.city,
                  year: title.year, pages: title.pages, language: title.language, annotation: title.annotation,
                  price: title.price.map { ListPrice(amount: Double($0.kopecks) / 100, currencyCode: "RUB") },
                  subjects: title.keywords, bbk: title.bbk, udc: title.udc, authorSign: title.authorSign)
        otherFields.showText(of: title)
    }
}

extension MetadataLookup {
    /// The look-up with the library catalogues as one more step, at the library's place among
    /// the configured providers; the same cache. Without `base` the catalogues are the only
    /// step; `nil` when there is nothing to ask.
    public static func including(_ catalogues: CopyCataloguingProvider?, at place: CopyCataloguingLookupPlace,
                                 in base: MetadataLookup?) -> MetadataLookup? {
        var providers = base?.providers ?? []
        guard let catalogues, let position = place.position(among: providers.count) else { return base }
        providers.insert(catalogues, at: position)
        return MetadataLookup(providers: providers, cache: base?.cache)
    }
}

extension MetadataLookup {
    /// The ISBN look-up of the scan flow for a library as it is now: the configured `providers`,
    /// and the library's enabled catalogues, searched with `catalogues`, at the place its
    /// settings give them (none when none is enabled).
    public static func scanFlow(providers: MetadataLookup?, catalogues: CopyCataloguingClient,
                                store: any CopyCataloguingStore & SettingsStore) throws -> MetadataLookup? {
        scanFlow(providers: providers, catalogues: catalogues, targets: try store.copyCataloguingTargets().map(\.target).filter(\.enabled),
                 place: try store.settings().copyCataloguing.lookupPlace)
    }

    /// The ISBN look-up of the scan flow: the configured `providers`, and the enabled `targets`,
    /// searched with `catalogues`, at `place` among them (none when there is no target).
    public static func scanFlow(providers: MetadataLookup?, catalogues: CopyCataloguingClient, targets: [CopyCataloguingTarget],
                                place: CopyCataloguingLookupPlace) -> MetadataLookup? {
        including(targets.isEmpty ? nil : CopyCataloguingProvider(client: catalogues, targets: targets), at: place, in: providers)
    }
}
