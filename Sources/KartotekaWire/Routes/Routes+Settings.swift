extension Routes {
    /// `/api/v1/settings`: the library's own choices an API caller may read and change.
    public enum Settings {
        /// The library's name on its forms, letters and labels, and whether it offers the locations service.
        public static let library: Route<Void, Void, LibraryProfileResource> = .get("/api/v1/settings/library", "getLibraryProfile")
        /// Set the library's name and whether it offers the locations service.
        public static let setLibrary: Route<Void, LibraryProfileInput, LibraryProfileResource> = .put(
            "/api/v1/settings/library", "setLibraryProfile")
    }
}
