extension HTTPClientResponse {
    /// The value of a header field, by case-insensitive name.
    public func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }
}
