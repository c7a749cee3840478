import Foundation
import KartotekaCopyCataloguing
import KartotekaCore
import KartotekaMetadata

extension Configuration {
    /// The metadata lookup this configuration describes: the providers in order, with a cache of
    /// answers (a day for hits, an hour for misses); `nil` when providers are turned off.
    func metadataLookup(clock: any LibraryClock) -> MetadataLookup? {
        let timeout = Duration.seconds(lookupTimeoutSeconds)
        let providers: [any MetadataProvider] = providers.map { name in
            switch name {
            case "google":
                GoogleBooksProvider(configuration: .init(baseURL: googleBooksURL, apiKey: googleBooksKey.isEmpty ? nil : googleBooksKey,
                                                         country: googleBooksCountry.isEmpty ? nil : googleBooksCountry, timeout: timeout))
            default:
                OpenLibraryProvider(configuration: .init(baseURL: openLibraryURL, timeout: timeout, contact: contact.isEmpty ? nil : contact))
            }
        }
        guard !providers.isEmpty else { return nil }
        return MetadataLookup(providers: providers, cache: InMemoryMetadataCache(clock: clock))
    }

    /// The copy-cataloguing client this configuration describes: local targets refused unless
    /// `copycat_local_targets = allow`; what targets add to their errors goes to `log`.
    func copyCataloguingClient(log: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
        -> CopyCataloguingClient {
        CopyCataloguingClient(allowsLocalTargets: copycatLocalTargets, log: log)
    }
}
