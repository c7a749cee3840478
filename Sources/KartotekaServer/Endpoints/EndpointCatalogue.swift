import KartotekaWire

/// Every endpoint the server answers, in one list: the router, the access check, the OpenAPI
/// document and `kartoteka serve --routes` all read it. Nothing else is answered.
enum EndpointCatalogue {
    static let all: [Endpoint] = api + bookService + pages

    /// The JSON API, `/api/v1`.
    static let api: [Endpoint] = [
        TitlesAPI.endpoints, CopiesAPI.endpoints, ReadersAPI.endpoints, LoansAPI.endpoints, BranchesAPI.endpoints,
        TransfersAPI.endpoints, HoldsAPI.endpoints, NoticesAPI.endpoints, DeskAPI.endpoints, LoanRulesAPI.endpoints,
        StandingAPI.endpoints, LibraryProfileAPI.endpoints, ClassSetsAPI.endpoints, TextbooksAPI.endpoints, SchoolAPI.endpoints, LocationsAPI.endpoints,
        SearchAPI.endpoints, ExchangeAPI.endpoints, CataloguingAPI.endpoints, CopyCataloguingAPI.endpoints, ReceiptsAPI.endpoints,
        WriteOffsAPI.endpoints, LedgerAPI.endpoints, StocktakesAPI.endpoints, StatisticsAPI.endpoints, ListsAPI.endpoints, DescriptionAPI.endpoints,
        PersonalDataAPI.endpoints,
        FormsAPI.endpoints, OpenAPIEndpoint.endpoints,
    ].flatMap { $0 }

    /// The book's service.
    static let bookService: [Endpoint] = BookServiceEndpoints.endpoints

    /// The web pages and their form posts.
    static let pages: [Endpoint] = ([
        StaticAssets.endpoints, WebPages.endpoints, AuthPages.endpoints, AccountPages.endpoints, TitlePages.endpoints,
        CopyPages.endpoints, ReaderPages.endpoints, OverduePage.endpoints, PublicCatalogue.endpoints, LocationPages.endpoints,
        ScanPage.endpoints, LabelPages.endpoints, SettingsPage.endpoints, ExchangePages.endpoints, JobPages.endpoints,
        BranchPages.endpoints, TransferPages.endpoints, DeskPage.endpoints, SchoolPages.endpoints, StandingPages.endpoints,
        LossPages.endpoints, ClassSetPages.endpoints, TextbookPages.endpoints, TextbookPlanningPages.endpoints, LoanRulesSection.endpoints,
        CopyCataloguingPage.endpoints, CopyCataloguingTargetPages.endpoints, LedgerPages.endpoints, ReceiptPages.endpoints,
        WriteOffPages.endpoints, StocktakePages.endpoints, StatisticsPages.endpoints, ListPages.endpoints, AgeMarkPages.endpoints, HoldPages.endpoints, MyPages.endpoints,
        ReaderAccessPanel.endpoints, ConsentPanel.endpoints, PersonalDataPages.endpoints, NoticePages.endpoints, CatalogueCardPages.endpoints,
        FormPages.endpoints, BulletinPages.endpoints,
    ] as [[any EndpointDeclaration]]).flatMap { $0.map(\.endpoint) }
}
