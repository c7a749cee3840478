/// Everything Kartoteka keeps: the catalogue, readers, circulation, locations and settings.
/// Implementations: ``SQLiteLibraryStore``; a PostgreSQL store would conform the same way and
/// pass the same contract tests.
public typealias LibraryStore = CatalogStore & ReaderStore & CirculationStore & LocationStore & SettingsStore & ExchangeStore & AccountStore & MaintenanceStore & ChangeTrackingStore
