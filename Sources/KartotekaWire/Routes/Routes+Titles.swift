extension Routes {
    /// `/api/v1/titles`: the catalogue.
    public enum Titles {
        /// List titles, optionally matching words and filtered by availability or branch.
        public static let list: Route<Void, Void, TitleSearchPage> = .get(
            "/api/v1/titles", "listTitles",
            query: [QueryParameters.words, QueryParameters.availability, Search.heldAt, QueryParameters.offset, QueryParameters.limit])
        /// Catalogue a title, with its first copies.
        public static let create: Route<Void, TitleInput, TitleResource> = .post("/api/v1/titles", "createTitle")
        /// A title card with its copies.
        public static let get: Route<TitleID, Void, TitleResource> = .get("/api/v1/titles/\(PathParameters.titleID)", "getTitle")
        /// Replace a title's fields.
        public static let update: Route<TitleID, TitleInput, TitleResource> = .put("/api/v1/titles/\(PathParameters.titleID)", "updateTitle")
        /// Delete a title and its copies (none may be on loan).
        public static let delete: Route<TitleID, Void, NoContent> = .delete("/api/v1/titles/\(PathParameters.titleID)", "deleteTitle")
        /// Add a copy to a title.
        public static let addCopy: Route<TitleID, CopyInput, CopyResource> = .post("/api/v1/titles/\(PathParameters.titleID)/copies", "addCopy")
    }
}
