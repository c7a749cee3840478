import Dispatch
import KartotekaAuth
import KartotekaCopyCataloguing
import KartotekaCore
import KartotekaMail
import KartotekaMetadata
import KartotekaScan
import KartotekaStore
import KartotekaUseCases
import KartotekaWire

/// What handlers use, built once by the application from its dependencies: the outside world,
/// and the server's own state (kept answers, the sign-in throttle).
final class ServerServices: Sendable {
    /// The library's data.
    let store: any LibraryStore
    /// The library's use cases, over the store.
    let library: Library
    /// The time.
    let clock: any LibraryClock
    /// The library's calendar.
    let calendar: LibraryCalendar
    /// Where log lines go.
    let log: any RequestLog
    /// How exports are e-mailed.
    let mailer: any MailSender
    /// How ISBNs are looked up in the configured providers; `nil` when they are off. The scan
    /// flow asks ``lookup(in:)``, which adds the library catalogues where the library wants them.
    let providers: MetadataLookup?
    /// How codes are read from pictures.
    let scanner: any BarcodeScanner
    /// How other libraries' catalogues are searched.
    let copyCataloguing: CopyCataloguingClient
    /// Export and import, shared by pages and API.
    let exchange: ExchangeActions
    /// Answers kept until the data changes.
    let keptAnswers: KeptAnswers
    /// Slows failed sign-ins.
    let throttle: LoginThrottle
    /// Hashes and checks passwords.
    let hasher: PasswordHasher
    /// Long work, off the request workers.
    let jobs: BackgroundJobs
    /// How often accounts that may not browse readers open reader cards.
    let readerLookUps = ReaderLookUps()
    /// Mail from the library (sign-in codes, notices).
    let mail: LibraryMail
    /// Where readers' sign-in codes are kept and mailed, one after another, off the request workers.
    let codeMail = DispatchQueue(label: "kartoteka.sign-in-codes")

    init(_ dependencies: ServerDependencies) {
        store = dependencies.store
        library = Library(store: dependencies.store)
        clock = dependencies.clock
        calendar = dependencies.calendar
        log = dependencies.log
        mailer = dependencies.mailer
        providers = dependencies.lookup
        scanner = dependencies.scanner
        copyCataloguing = dependencies.copyCataloguing
        exchange = ExchangeActions(store: dependencies.store, clock: dependencies.clock, calendar: dependencies.calendar,
                                   mailer: dependencies.mailer, mailPassword: dependencies.mailPassword)
        keptAnswers = KeptAnswers(store: dependencies.store, budget: AnswerBudget(totalBytes: dependencies.answerCacheBytes))
        throttle = LoginThrottle(store: dependencies.store)
        hasher = PasswordHasher()
        jobs = BackgroundJobs(log: dependencies.log, clock: dependencies.clock)
        mail = LibraryMail(store: dependencies.store, mailer: dependencies.mailer, mailPassword: dependencies.mailPassword)
    }
}

extension ServerServices {
    /// The ISBN look-up of the scan flow: the configured providers, and the library's enabled
    /// catalogues (Z39.50, SRU) at the place its settings give them; `nil` when nothing is asked.
    func lookup(in store: any LibraryStore) throws -> MetadataLookup? {
        try MetadataLookup.scanFlow(providers: providers, catalogues: copyCataloguing, store: store)
    }
}

/// The server's kept answers, each cache with its share of the budget.
struct KeptAnswers: Sendable {
    /// `/locations` answers.
    let locations: AnswerCache
    /// `/catalog` answers.
    let catalog: AnswerCache
    /// `/api/v1/titles` answers.
    let titleLists: AnswerCache

    init(store: any LibraryStore, budget: AnswerBudget) {
        locations = AnswerCache(store: store, capacityBytes: budget.locationBytes)
        catalog = AnswerCache(store: store, capacityBytes: budget.catalogBytes)
        titleLists = AnswerCache(store: store, capacityBytes: budget.titleListBytes)
    }
}
