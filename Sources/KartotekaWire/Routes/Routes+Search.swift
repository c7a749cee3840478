extension Routes {
    /// `/api/v1/search`: one box for the desk — titles and readers matching the words.
    public enum Search {
        /// Only titles with a copy at a branch.
        public static let heldAt = QueryParameters.branch("Only titles with a copy at this branch, counting those copies only.")

        /// One box for the desk: titles and readers matching the words.
        public static let search: Route<Void, Void, SearchResults> = .get(
            "/api/v1/search", "search", query: [QueryParameters.words, heldAt, QueryParameters.offset, QueryParameters.limit])
    }
}
