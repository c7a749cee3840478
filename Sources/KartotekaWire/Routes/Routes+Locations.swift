extension Routes {
    /// `/api/v1/locations`: managing the library locations the book's `/locations` serves.
    public enum Locations {
        /// A prefix of the country.
        public static let country = QueryParameters.text("country", "A case-insensitive prefix of the country; empty lists all.")

        /// Library locations, optionally of countries starting with a text.
        public static let list: Route<Void, Void, [LocationResource]> = .get("/api/v1/locations", "listLocations", query: [country])
        /// Add a library location.
        public static let create: Route<Void, LocationInput, LocationResource> = .post("/api/v1/locations", "createLocation")
        /// A library location.
        public static let get: Route<LocationID, Void, LocationResource> =
            .get("/api/v1/locations/\(PathParameters.locationID)", "getLocation")
        /// Replace a library location's fields; one that shows a branch is changed through the branch (409).
        public static let update: Route<LocationID, LocationInput, LocationResource> =
            .put("/api/v1/locations/\(PathParameters.locationID)", "updateLocation")
        /// Remove a library location; one that shows a branch is removed through the branch (409).
        public static let delete: Route<LocationID, Void, NoContent> =
            .delete("/api/v1/locations/\(PathParameters.locationID)", "deleteLocation")
    }
}
