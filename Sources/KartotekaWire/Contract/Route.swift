import Foundation

/// One operation of the API as both sides know it: its method, its path with its parameter typed
/// (`Void` for none), the query parameters it reads, its operation id, what it takes (`Void` for
/// no body, a wire input for a JSON body, ``FileUpload`` for a file or a picture as it is) and what
/// it answers (a wire type for JSON, ``NoContent``, or ``FileDownload`` for a file).
///
/// The server binds access, documentation and a handler to it (`Endpoint.api(Routes.Loans.lend, …)`);
/// `KartotekaClient` sends it through one generic call; pages build links from it.
public struct Route<Parameter, Input, Output>: Sendable {
    /// The method.
    public let method: HTTPMethod
    /// The path, its parameter typed: `path(id)` builds one.
    public let typedPath: TypedPath<Parameter>
    /// The query parameters it reads; it reads no others.
    public let query: [any DeclaredQueryParameter]
    /// The operation's id in the document: `getTitle`.
    public let operationID: String

    /// A route.
    public init(_ method: HTTPMethod, _ path: TypedPath<Parameter>, _ operationID: String, query: [any DeclaredQueryParameter] = []) {
        self.method = method
        typedPath = path
        self.operationID = operationID
        self.query = query
    }

    /// The path template the router matches: `/api/v1/titles/{id}`.
    public var template: PathTemplate { typedPath.template }

    /// Whether it reads a query parameter of this name.
    public func reads(_ item: QueryItem) -> Bool {
        query.contains { $0.declaration.name == item.name }
    }
}

extension Route where Parameter == Void {
    /// The path: `/api/v1/titles`.
    public var path: String { typedPath.path }
}

extension Route where Parameter: PathValue {
    /// The path naming a value: `/api/v1/titles/7`.
    public func path(_ value: Parameter) -> String {
        typedPath.path(value)
    }
}

extension Route {
    /// `GET`.
    public static func get(_ path: TypedPath<Parameter>, _ operationID: String, query: [any DeclaredQueryParameter] = []) -> Route {
        Route(.get, path, operationID, query: query)
    }

    /// `POST`.
    public static func post(_ path: TypedPath<Parameter>, _ operationID: String, query: [any DeclaredQueryParameter] = []) -> Route {
        Route(.post, path, operationID, query: query)
    }

    /// `PUT`.
    public static func put(_ path: TypedPath<Parameter>, _ operationID: String, query: [any DeclaredQueryParameter] = []) -> Route {
        Route(.put, path, operationID, query: query)
    }

    /// `DELETE`.
    public static func delete(_ path: TypedPath<Parameter>, _ operationID: String,
                              query: [any DeclaredQueryParameter] = []) -> Route {
        Route(.delete, path, operationID, query: query)
    }
}

/// The answer of a route that answers `204 No Content`: nothing.
public struct NoContent: Codable, Sendable, Hashable {
    /// Nothing.
    public init() {}
}

/// An answer that is not JSON: a file, a page, a picture, with its headers.
public struct FileDownload: Sendable, Hashable {
    /// The bytes.
    public var data: Data
    /// The headers, by lower-case name.
    public var headers: [String: String]

    /// An answer of these bytes and headers.
    public init(_ data: Data, headers: [String: String]) {
        self.data = data
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }) { _, last in last }
    }

    /// A header's value (names match in any case).
    public func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }
}
