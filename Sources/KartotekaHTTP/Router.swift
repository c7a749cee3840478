/// Values taken from a matched path: `/titles/:id` with `/titles/7` gives `id = "7"`.
public struct RouteParameters: Sendable {
    var values: [String: String] = [:]

    /// The value of a path parameter.
    public subscript(_ name: String) -> String {
        values[name] ?? ""
    }
}

/// Matches requests to handlers by method and path pattern (`/api/v1/titles/:id`).
public struct Router: Sendable {
    /// Handles a matched request; thrown errors go to the application's error mapping.
    public typealias Handler = @Sendable (HTTPRequest, RouteParameters) throws -> HTTPResponse

    /// What matching a request found.
    public enum Match: Sendable {
        /// A route and its parameters.
        case found(Handler, RouteParameters)
        /// The path exists, but not for this method; the allowed methods are given.
        case methodNotAllowed([String])
        /// No route has this path.
        case notFound
    }

    private struct Route: Sendable {
        let method: String
        let segments: [String]
        let handler: Handler
    }

    private var routes: [Route] = []
    /// Route positions by their first path segment, so a request is compared only with routes
    /// that can match; routes starting with a parameter are in `anyFirst`.
    private var byFirstSegment: [String: [Int]] = [:]
    private var anyFirst: [Int] = []

    /// Creates an empty router.
    public init() {}

    /// Adds a route. Segments starting with `:` capture a value; a final `*name` captures the rest.
    public mutating func add(_ method: String, _ pattern: String, _ handler: @escaping Handler) {
        let segments = pattern.split(separator: "/").map(String.init)
        if let first = segments.first, !first.hasPrefix(":"), !first.hasPrefix("*") {
            byFirstSegment[first, default: []].append(routes.count)
        } else {
            anyFirst.append(routes.count)
        }
        routes.append(Route(method: method, segments: segments, handler: handler))
    }

    /// Finds the route for a request. `HEAD` is answered by `GET` routes.
    public func match(_ request: HTTPRequest) -> Match {
        let path = request.pathSegments
        var allowed: [String] = []
        let candidates = anyFirst.isEmpty ? (path.first.flatMap { byFirstSegment[$0] } ?? [])
            : ((path.first.flatMap { byFirstSegment[$0] } ?? []) + anyFirst).sorted()
        for route in candidates.map({ routes[$0] }) {
            guard let parameters = Router.parameters(route.segments, path) else { continue }
            if route.method == request.method || (request.method == "HEAD" && route.method == "GET") {
                return .found(route.handler, parameters)
            }
            allowed.append(route.method)
        }
        return allowed.isEmpty ? .notFound : .methodNotAllowed(allowed)
    }

    private static func parameters(_ pattern: [String], _ path: [String]) -> RouteParameters? {
        var parameters = RouteParameters()
        for (index, segment) in pattern.enumerated() {
            if segment.hasPrefix("*") {
                parameters.values[String(segment.dropFirst())] = path.dropFirst(index).joined(separator: "/")
                return parameters
            }
            guard index < path.count else { return nil }
            if segment.hasPrefix(":") {
                parameters.values[String(segment.dropFirst())] = path[index]
            } else if segment != path[index] {
                return nil
            }
        }
        return pattern.count == path.count ? parameters : nil
    }
}
