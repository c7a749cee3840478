extension Routes {
    /// `GET /api/v1/openapi.json`: the API's OpenAPI 3 description, derived from the endpoint
    /// declarations and kept true by the contract test in `make test`.
    public enum Meta {
        /// This description of the API.
        public static let document: Route<Void, Void, FileDownload> = .get("/api/v1/openapi.json", "getOpenAPIDocument")
    }
}
