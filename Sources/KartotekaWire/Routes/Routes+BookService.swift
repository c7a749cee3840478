extension Routes {
    /// The book's service: `GET /locations?country=` and `GET /catalog?q=`, exactly as its iOS
    /// client expects them. Both are asked often and change rarely, so their answers are kept until
    /// the store's data changes (here, or by the command line on the same file).
    public enum BookService {
        /// A prefix of the country.
        public static let country = QueryParameters.text("country", "A prefix of the country; missing or empty lists all.")
        /// A prefix of the title.
        public static let titlePrefix = QueryParameters.text("q", "A prefix of the title; missing or empty lists the first 50.")

        /// Library locations whose country starts with a text (any case).
        public static let locations: Route<Void, Void, [BookLocation]> = .get("/locations", "bookLocations", query: [country])
        /// Titles whose title starts with a text (any case), at most 50.
        public static let catalog: Route<Void, Void, [BookCatalogEntry]> = .get("/catalog", "bookCatalog", query: [titlePrefix])
    }
}
