/// Everything the desk commands need from a library, wherever it is kept: ``DatabaseDesk`` works
/// on the database file on this computer, ``ServerDesk`` on a Kartoteka server through its JSON
/// API. Both answer with the API's wire resources, which `--json` prints and ``TextReport``
/// renders, so a command's output has the same shape either way.
typealias LibraryDesk = CatalogDesk & ReaderDesk & CirculationDesk & LocationDesk & BranchDesk & ExchangeDesk & CataloguingDesk
    & StandingDesk & SchoolDesk & CounterDesk & AccountingDesk & CopyCataloguingDesk & StatisticsDesk & HoldDesk & NoticeDesk & ClassSetDesk & TextbookDesk
