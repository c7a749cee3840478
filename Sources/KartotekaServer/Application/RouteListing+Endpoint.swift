import KartotekaWire

extension RouteListing {
    /// The endpoint as `kartoteka serve --routes` lists it.
    init(_ endpoint: Endpoint) {
        let audience = switch endpoint.audience {
        case .api: "api"
        case .page: "page"
        case .bookService: "book-service"
        }
        self.init(method: endpoint.method.rawValue, path: endpoint.path.description, access: endpoint.access.description,
                  audience: audience)
    }
}
