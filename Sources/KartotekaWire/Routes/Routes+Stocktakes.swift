extension Routes {
    /// `/api/v1/stocktakes`: stock checks — begun and ended by a librarian, scanned into from any
    /// number of desks (a circulation helper's too), each copy counted once.
    public enum Stocktakes {
        /// Stock checks, newest first, with how far each got.
        public static let list: Route<Void, Void, PageResource<StocktakeResource>> = .get("/api/v1/stocktakes", "listStocktakes",
            query: QueryParameters.paging)
        /// Begin a stock check of a branch's fund, a storage place or a range of inventory numbers.
        public static let start: Route<Void, StocktakeInput, StocktakeResource> = .post("/api/v1/stocktakes", "startStocktake")
        /// A stock check and how far it got: counted of expected.
        public static let get: Route<StocktakeID, Void, StocktakeResource> =
            .get("/api/v1/stocktakes/\(PathParameters.stocktakeID)", "getStocktake")
        /// Scan inventory numbers (or barcodes) into a stock check that is going on.
        public static let scan: Route<StocktakeID, StocktakeScanInput, [StocktakeScanResource]> =
            .post("/api/v1/stocktakes/\(PathParameters.stocktakeID)/scans", "scanIntoStocktake")
        /// Scan the copy labels in a picture (a camera frame) into a stock check.
        public static let scanPicture: Route<StocktakeID, FileUpload, [StocktakeScanResource]> =
            .post("/api/v1/stocktakes/\(PathParameters.stocktakeID)/picture", "scanPictureIntoStocktake")
        /// A stock check's results: missing copies, those on paper, those found elsewhere, unknown numbers.
        public static let report: Route<StocktakeID, Void, StocktakeReportResource> =
            .get("/api/v1/stocktakes/\(PathParameters.stocktakeID)/report", "getStocktakeReport")
        /// End a stock check today: its act, and the day written into every copy it checked.
        public static let finish: Route<StocktakeID, Void, StocktakeReportResource> =
            .post("/api/v1/stocktakes/\(PathParameters.stocktakeID)/finish", "finishStocktake")
    }
}
