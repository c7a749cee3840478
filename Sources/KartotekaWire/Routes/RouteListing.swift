/// One endpoint as `kartoteka serve --routes` lists it.
public struct RouteListing: Sendable, Hashable, Codable {
    /// `GET`, `POST`, `PUT` or `DELETE`.
    public let method: String
    /// The path template: `/api/v1/titles/{id}`.
    public let path: String
    /// `public`, `signed-in`, or the permission it needs (`circulate`, `editCatalogue`…).
    public let access: String
    /// `api`, `page` or `book-service`.
    public let audience: String

    /// Creates it from its parts.
    public init(method: String, path: String, access: String, audience: String) {
        self.method = method
        self.path = path
        self.access = access
        self.audience = audience
    }
}
