import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension KartotekaClient {
    /// What a request carries: nothing, a wire input as JSON, or a file as it is.
    enum RequestBody {
        case none
        case json(any Encodable)
        case file(FileUpload)
    }

    /// Sends a route: its method and path (its parameter filled in), the query items it reads,
    /// the body; and reads the 2xx answer as the route's output — decoded JSON, nothing for
    /// ``NoContent``, the bytes and headers for ``FileDownload``. Every public method of the client
    /// comes here, so no path or parameter name is written anywhere else.
    func send<Parameter, Input, Output>(
        _ route: Route<Parameter, Input, Output>, path values: [String: String] = [:], query: [QueryItem?] = [],
        body: RequestBody = .none, accept: String = "application/json"
    ) async throws(KartotekaClientError) -> Output {
        let items = query.compactMap { $0 }
        guard let undeclared = items.first(where: { !route.reads($0) }) else {
            let (data, response) = try await exchange(route.method.rawValue, route.template.segments(values), items, body, accept: accept)
            return try answer(Output.self, data, response)
        }
        throw .invalidRequest("\(route.operationID) reads no query parameter \(undeclared.name)")
    }

    /// Sends a route whose path names a value.
    func send<Parameter: PathValue, Input, Output>(
        _ route: Route<Parameter, Input, Output>, _ value: Parameter, query: [QueryItem?] = [], body: RequestBody = .none,
        accept: String = "application/json"
    ) async throws(KartotekaClientError) -> Output {
        try await send(route, path: route.typedPath.values(value), query: query, body: body, accept: accept)
    }

    /// Query items for a page of a list.
    static func page(offset: Int, limit: Int?) -> [QueryItem?] {
        [QueryParameters.offset.item(offset == 0 ? nil : offset), QueryParameters.limit.item(limit)]
    }

    /// The answer as the route's output type.
    private func answer<Output>(_: Output.Type, _ data: Data, _ response: HTTPURLResponse) throws(KartotekaClientError) -> Output {
        if let nothing = NoContent() as? Output { return nothing }
        if Output.self == FileDownload.self {
            let headers = Dictionary(response.allHeaderFields.map { ("\($0.key)", "\($0.value)") }) { _, last in last }
            return FileDownload(data, headers: headers) as! Output
        }
        guard let type = Output.self as? any Decodable.Type else {
            throw .unreadableResponse(status: response.statusCode, body: data, reason: "\(Output.self) is not read from JSON")
        }
        do {
            return try WireJSON.decoder().decode(type, from: data) as! Output
        } catch {
            throw .unreadableResponse(status: response.statusCode, body: data, reason: "\(error)")
        }
    }

    private func exchange(_ method: String, _ segments: [String], _ query: [QueryItem], _ body: RequestBody,
                          accept: String) async throws(KartotekaClientError) -> (body: Data, response: HTTPURLResponse) {
        var urlRequest = URLRequest(url: try url(segments, query))
        urlRequest.httpMethod = method
        urlRequest.setValue(accept, forHTTPHeaderField: "Accept")
        urlRequest.setValue(language, forHTTPHeaderField: "Accept-Language")
        switch body {
        case .none: break
        case .json(let input):
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            do { urlRequest.httpBody = try encoder.encode(input) } catch { throw .invalidRequest("cannot encode the body: \(error)") }
            urlRequest.setValue("application/json", forHTTPHeaderField: "Content-Type")
        case .file(let file):
            urlRequest.httpBody = file.data
            urlRequest.setValue(file.mediaType, forHTTPHeaderField: "Content-Type")
        }
        if let token {
            let value: String?
            do { value = try await token() } catch { throw .invalidRequest("the token provider failed: \(error)") }
            if let value { urlRequest.setValue("Bearer \(value)", forHTTPHeaderField: "Authorization") }
        }
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: urlRequest)
        } catch let error as URLError {
            throw .transport(error)
        } catch {
            throw .transport(URLError(.unknown, userInfo: [NSLocalizedDescriptionKey: "\(error)"]))
        }
        guard let http = response as? HTTPURLResponse else {
            throw .unreadableResponse(status: 0, body: data, reason: "not an HTTP response")
        }
        guard (200..<300).contains(http.statusCode) else {
            if let resource = try? WireJSON.decoder().decode(ErrorResource.self, from: data) {
                throw .server(status: http.statusCode, error: resource)
            }
            throw .unreadableResponse(status: http.statusCode, body: data, reason: "not the API's error shape")
        }
        return (data, http)
    }

    private func url(_ segments: [String], _ query: [QueryItem]) throws(KartotekaClientError) -> URL {
        guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false) else {
            throw .invalidRequest("the base URL \(baseURL) cannot take a path")
        }
        // `/` inside a segment (inventory number 12/3) is sent as %2F; the server decodes each
        // segment on its own.
        var segmentCharacters = CharacterSet.urlPathAllowed
        segmentCharacters.remove(charactersIn: "/;")
        var path = components.percentEncodedPath
        while path.hasSuffix("/") { path.removeLast() }
        for segment in segments {
            guard !segment.isEmpty, segment != ".", segment != "..",
                  let encoded = segment.addingPercentEncoding(withAllowedCharacters: segmentCharacters) else {
                throw .invalidRequest("“\(segment)” cannot be a part of a URL path")
            }
            path += "/" + encoded
        }
        components.percentEncodedPath = path
        // `+` is encoded too: servers read a literal `+` in a query as a space.
        var queryCharacters = CharacterSet.urlQueryAllowed
        queryCharacters.remove(charactersIn: "&=+;#")
        let encoded = query.map { item in
            let name = item.name.addingPercentEncoding(withAllowedCharacters: queryCharacters) ?? item.name
            let value = item.text.addingPercentEncoding(withAllowedCharacters: queryCharacters) ?? ""
            return "\(name)=\(value)"
        }
        components.percentEncodedQuery = encoded.isEmpty ? nil : encoded.joined(separator: "&")
        guard let url = components.url else { throw .invalidRequest("cannot build a URL from \(components)") }
        return url
    }
}
