import KartotekaCopyCataloguing
import KartotekaCore
import KartotekaMail
import KartotekaMetadata
import KartotekaScan
import KartotekaStore
import KartotekaWire

/// What the server needs from the outside world; the executable chooses the live ones.
public struct ServerDependencies: Sendable {
    /// The library's data.
    public var store: any LibraryStore
    /// The time.
    public var clock: any LibraryClock
    /// The library's calendar (its time zone).
    public var calendar: LibraryCalendar
    /// Where request lines go.
    public var log: any RequestLog
    /// How exports are e-mailed.
    public var mailer: any MailSender
    /// How ISBNs are looked up (Google Books, Open Library); `nil` when lookups are off.
    public var lookup: MetadataLookup?
    /// How codes are read from pictures.
    public var scanner: any BarcodeScanner
    /// How other libraries' catalogues are searched over Z39.50 and SRU (its connections are kept).
    public var copyCataloguing: CopyCataloguingClient
    /// How many bytes of answers (searches, `/locations`) are kept until the data changes; 0 keeps none.
    public var answerCacheBytes: Int
    /// The mail server's password, from the environment or an owner-only file (never from the
    /// library's data); `nil` when the mail server needs none.
    public var mailPassword: String?

    /// Creates the dependencies.
    public init(store: any LibraryStore, clock: any LibraryClock, calendar: LibraryCalendar = .utc, log: any RequestLog,
                mailer: any MailSender, lookup: MetadataLookup? = nil, scanner: any BarcodeScanner = ZBarScanner(),
                copyCataloguing: CopyCataloguingClient = CopyCataloguingClient(), answerCacheBytes: Int = 16 << 20,
                mailPassword: String? = nil) {
        self.store = store
        self.clock = clock
        self.calendar = calendar
        self.log = log
        self.mailer = mailer
        self.lookup = lookup
        self.scanner = scanner
        self.copyCataloguing = copyCataloguing
        self.answerCacheBytes = answerCacheBytes
        self.mailPassword = mailPassword
    }
}
