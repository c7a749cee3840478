import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension KartotekaClient {
    /// One request: a method, path segments (percent-encoded here), query items and a body (JSON
    /// unless `contentType` says otherwise).
    struct Request {
        var method: String
        var path: [String]
        var query: [URLQueryItem] = []
        var body: Data?
        /// The body's media type.
        var contentType = "application/json"
        /// The media types the answer may have (errors are always JSON).
        var accept = "application/json"
    }

    /// A 2xx answer that is a file rather than JSON: its bytes and headers.
    struct FileAnswer {
        var body: Data
        var response: HTTPURLResponse

        /// A header's value (names match in any case).
        func header(_ name: String) -> String? {
            response.value(forHTTPHeaderField: name)
        }
    }

    /// Sends a request and decodes a 2xx answer's body.
    func send<Answer: Decodable>(_ request: Request, as _: Answer.Type = Answer.self) async throws(KartotekaClientError) -> Answer {
        let (data, response) = try await exchange(request)
        let status = response.statusCode
        do {
            return try WireJSON.decoder().decode(Answer.self, from: data)
        } catch {
            throw .unreadableResponse(status: status, body: data, reason: "\(error)")
        }
    }

    /// Sends a request whose answer has no body worth reading (204 No Content).
    func sendExpectingNoContent(_ request: Request) async throws(KartotekaClientError) {
        _ = try await exchange(request)
    }

    /// Sends a request whose 2xx answer is a file (an export, a page, a picture).
    func sendForFile(_ request: Request) async throws(KartotekaClientError) -> FileAnswer {
        let (data, response) = try await exchange(request)
        return FileAnswer(body: data, response: response)
    }

    /// Sends a request whose 2xx answer is UTF-8 text (an HTML page, an SVG picture).
    func sendForText(_ request: Request) async throws(KartotekaClientError) -> String {
        let answer = try await sendForFile(request)
        guard let text = String(data: answer.body, encoding: .utf8) else {
            throw .unreadableResponse(status: answer.response.statusCode, body: answer.body, reason: "not UTF-8 text")
        }
        return text
    }

    /// A request with a JSON body.
    func request(_ method: String, _ path: [String], body: some Encodable) throws(KartotekaClientError) -> Request {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return Request(method: method, path: path, body: try encoder.encode(body))
        } catch {
            throw .invalidRequest("cannot encode the body: \(error)")
        }
    }

    /// Query items for a page of a list.
    static func pageItems(offset: Int, limit: Int?) -> [URLQueryItem] {
        var items: [URLQueryItem] = []
        if offset != 0 { items.append(URLQueryItem(name: "offset", value: String(offset))) }
        if let limit { items.append(URLQueryItem(name: "limit", value: String(limit))) }
        return items
    }

    private func exchange(_ request: Request) async throws(KartotekaClientError) -> (body: Data, response: HTTPURLResponse) {
        var urlRequest = URLRequest(url: try url(for: request))
        urlRequest.httpMethod = request.method
        urlRequest.setValue(request.accept, forHTTPHeaderField: "Accept")
        urlRequest.setValue(language, forHTTPHeaderField: "Accept-Language")
        if let body = request.body {
            urlRequest.httpBody = body
            urlRequest.setValue(request.contentType, forHTTPHeaderField: "Content-Type")
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

    private func url(for request: Request) throws(KartotekaClientError) -> URL {
        guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false) else {
            throw .invalidRequest("the base URL \(baseURL) cannot take a path")
        }
        // `/` inside a segment (inventory number 12/3) is sent as %2F; the server decodes each
        // segment on its own.
        var segmentCharacters = CharacterSet.urlPathAllowed
        segmentCharacters.remove(charactersIn: "/;")
        var path = components.percentEncodedPath
        while path.hasSuffix("/") { path.removeLast() }
        for segment in request.path {
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
        let query = request.query.map { item in
            let name = item.name.addingPercentEncoding(withAllowedCharacters: queryCharacters) ?? item.name
            let value = (item.value ?? "").addingPercentEncoding(withAllowedCharacters: queryCharacters) ?? ""
            return "\(name)=\(value)"
        }
        components.percentEncodedQuery = query.isEmpty ? nil : query.joined(separator: "&")
        guard let url = components.url else { throw .invalidRequest("cannot build a URL from \(components)") }
        return url
    }
}
