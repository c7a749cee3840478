/// Everything Kartoteka keeps: the catalogue, readers, circulation, locations, settings, the fund's
/// accounts, and the catalogues records are copied from.
/// Implementations: ``SQLiteLibraryStore`` here and `PostgresLibraryStore` in KartotekaPostgres,
/// whose methods are written once (``SQLLibraryStore``); both pass the same contract tests.
public typealias LibraryStore = CatalogStore & ReaderStore & CirculationStore & LocationStore & SettingsStore & ExchangeStore & AccountStore & MaintenanceStore & ChangeTrackingStore & BranchStore
    & LoanRuleStore & ReaderStandingStore & SchoolStore & AccountingStore & StocktakeStore & CopyCataloguingStore & HoldStore & NoticeStore
    & ReaderAccessStore & StatisticsStore & ClassSetStore & TextbookStore & TransactionalStore
