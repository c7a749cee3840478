import KartotekaWire

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

    init(_ endpoint: Endpoint) {
        method = endpoint.method.rawValue
        path = endpoint.path.description
        access = endpoint.access.description
        audience = switch endpoint.audience {
        case .api: "api"
        case .page: "page"
        case .bookService: "book-service"
        }
    }
}
