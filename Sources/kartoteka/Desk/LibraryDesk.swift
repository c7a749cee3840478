/// Everything the desk commands need from a library, wherever it is kept (``DatabaseDesk``: the
/// database file on this computer). It answers with the API's wire resources, which `--json`
/// prints and ``TextReport`` renders, so the commands do not depend on where the library is.
typealias LibraryDesk = CatalogDesk & ReaderDesk & CirculationDesk & LocationDesk & ExchangeDesk & CataloguingDesk
