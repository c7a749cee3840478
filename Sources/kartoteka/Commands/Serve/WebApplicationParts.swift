import KartotekaCopyCataloguing
import KartotekaCore
import KartotekaHTTP
import KartotekaMetadata
import KartotekaStore

/// What `serve` gives the web application, read from its options and the configuration.
package struct WebApplicationParts: Sendable {
    package var store: any LibraryStore
    package var clock: any LibraryClock
    package var calendar: LibraryCalendar
    /// Where the catalogue form's look-ups go (none: look-ups are off).
    package var lookup: MetadataLookup?
    /// The copy-cataloguing client, writing its notes to the log it is given (the request log).
    package var copyCataloguing: @Sendable (_ log: @escaping @Sendable (String) -> Void) -> CopyCataloguingClient
    /// How many bytes of answers are kept until the data changes.
    package var answerCacheBytes: Int
    /// The mail server's password, when one is set.
    package var mailPassword: String?
    /// Where and how the HTTP server listens.
    package var http: HTTPServerConfiguration
}
