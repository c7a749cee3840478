import KartotekaWire

/// Finds the declared endpoint for a method and path. Built once from the declarations; where
/// two templates match a path, the more literal one wins (`/books/new` over `/books/{id}`).
struct EndpointRouter: Sendable {
    /// What matching found.
    enum Match: Sendable {
        /// The endpoint and the raw text of its path parameters.
        case found(Endpoint, [String: String])
        /// The path is declared, but not for this method; the declared methods are given.
        case methodNotAllowed([String])
        /// Nothing is declared at this path.
        case notFound
    }

    private let endpoints: [Endpoint]
    /// Endpoint positions by their first path segment, so a request is compared only with those
    /// that can match; `/` has the key "".
    private let byFirstSegment: [String: [Int]]

    init(_ endpoints: [Endpoint]) {
        // Most literal first, so the first match is the one meant.
        let ordered = endpoints.sorted { $0.path.specificity.lexicographicallyPrecedes($1.path.specificity) }
        self.endpoints = ordered
        var index: [String: [Int]] = [:]
        for (position, endpoint) in ordered.enumerated() {
            switch endpoint.path.segments.first {
            case .literal(let text)?: index[text, default: []].append(position)
            case .parameter?: preconditionFailure("\(endpoint.signature): a path must start with a literal segment")
            case nil: index["", default: []].append(position)
            }
        }
        byFirstSegment = index
    }

    /// The endpoint for a request. `HEAD` is answered by `GET` endpoints.
    func match(method: String, path: [String]) -> Match {
        var allowed: [String] = []
        for position in byFirstSegment[path.first ?? ""] ?? [] {
            let endpoint = endpoints[position]
            guard let values = endpoint.path.match(path) else { continue }
            if HTTPMethod(requestMethod: method) == endpoint.method {
                return .found(endpoint, values)
            }
            if !allowed.contains(endpoint.method.rawValue) { allowed.append(endpoint.method.rawValue) }
        }
        return allowed.isEmpty ? .notFound : .methodNotAllowed(allowed)
    }
}
