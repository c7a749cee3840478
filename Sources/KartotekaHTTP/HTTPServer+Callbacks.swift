import CMicroHTTPD
import Foundation

/// libmicrohttpd's access handler. First call: remember the request, and show the head of one
/// that announces a body to the screen, which may answer it at once. Middle calls: take body
/// pieces. Last call: build the Swift request, run the handler, queue the response.
let accessHandler: MHD_AccessHandlerCallback = { context, connection, url, method, _, uploadData, uploadSize, requestContext in
    guard let context, let connection, let requestContext, let uploadSize else { return MHD_Result.NO }
    let server = Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue()
    guard let pending = requestContext.pointee else { return MHD_Result.NO }
    let request = Unmanaged<PendingRequest>.fromOpaque(pending).takeUnretainedValue()
    guard request.seen else {
        request.seen = true
        let announcesBody = kartoteka_mhd_announces_body(connection) != 0
        guard announcesBody, let screen = server.screen else {
            server.deadlines.headReceived(connection, expectingBody: announcesBody)
            return MHD_Result.YES
        }
        let head = server.makeRequest(connection: connection, url: url, target: request.target, method: method, body: Data())
        switch screen(head) {
        case .readBody:
            server.deadlines.headReceived(connection, expectingBody: true)
        case .readBodyFromStranger:
            server.deadlines.headReceived(connection, stranger: true, expectingBody: true)
        case .answer(let response):
            // Sent before any of the body is read; libmicrohttpd closes the connection after it.
            request.answeredEarly = true
            server.deadlines.answering(connection)
            return queue(server.withTransportHeaders(response), on: connection)
        }
        return MHD_Result.YES
    }
    if request.answeredEarly {
        uploadSize.pointee = 0
        return MHD_Result.YES
    }
    if uploadSize.pointee > 0 {
        server.deadlines.received(connection, bytes: uploadSize.pointee)
        if let uploadData, !request.bodyTooLarge {
            if request.body.count + uploadSize.pointee > server.configuration.maximumBodyBytes {
                request.bodyTooLarge = true
                request.body = Data()
            } else {
                request.body.append(UnsafeRawPointer(uploadData).assumingMemoryBound(to: UInt8.self), count: uploadSize.pointee)
            }
        }
        uploadSize.pointee = 0
        return MHD_Result.YES
    }
    let response: HTTPResponse
    if request.answeringLater {
        // Resumed: the work is done.
        guard let done = request.laterResponse.withLock({ $0 }) else { return MHD_Result.NO }
        response = done
    } else {
        server.deadlines.answering(connection)
        var swiftRequest = server.makeRequest(connection: connection, url: url, target: request.target, method: method, body: request.body)
        // A body over the limit was dropped: the application says so, in the request's language and form.
        if request.bodyTooLarge { swiftRequest.bodyLimitExceeded = server.configuration.maximumBodyBytes }
        switch server.handler(swiftRequest) {
        case .now(let ready):
            response = ready
        case .later(let work):
            request.answeringLater = true
            server.answerLater(work, in: server.laterSlots, request: request, connection: connection)
            return MHD_Result.YES
        case .outside(let work):
            request.answeringLater = true
            server.answerLater(work, in: server.outsideSlots, request: request, connection: connection, outside: true)
            return MHD_Result.YES
        }
    }
    return queue(server.withTransportHeaders(response), on: connection)
}

/// Follows each connection's life for its deadlines: opened (the request head is due) and closed.
let connectionHandler: MHD_NotifyConnectionCallback = { context, connection, _, code in
    guard let context, let connection else { return }
    let server = Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue()
    switch code {
    case .CONNECTION_NOTIFY_STARTED:
        server.deadlines.opened(connection, socket: kartoteka_mhd_connection_socket(connection))
    default:
        server.deadlines.closed(connection)
    }
}

/// Starts the request state with the target as the client sent it, before libmicrohttpd decodes it.
let targetHandler: kartoteka_mhd_uri_callback = { _, uri, _ in
    Unmanaged.passRetained(PendingRequest(target: uri.map { String(cString: $0) } ?? "/")).toOpaque()
}

/// Releases the request state when libmicrohttpd is done with it; a kept-alive connection then
/// waits for its next request head.
let completedHandler: MHD_RequestCompletedCallback = { context, connection, requestContext, _ in
    if let context, let connection {
        Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue().deadlines.requestFinished(connection)
    }
    guard let requestContext, let pending = requestContext.pointee else { return }
    Unmanaged<PendingRequest>.fromOpaque(pending).release()
    requestContext.pointee = nil
}

extension HTTPServer {
    /// The response with what the transport adds: `Strict-Transport-Security` over HTTPS.
    func withTransportHeaders(_ response: HTTPResponse) -> HTTPResponse {
        var response = response
        if configuration.tls != nil, let policy = configuration.strictTransportSecurity, response.header("Strict-Transport-Security") == nil {
            response.headers.append(("Strict-Transport-Security", policy))
        }
        return response
    }

    /// Suspends the connection, runs the work on a worker, and resumes the connection with its
    /// response; libmicrohttpd then calls the access handler again, which sends it. The request
    /// state is kept alive by an extra reference until the work is done.
    ///
    /// Work waiting on other servers (`outside`) runs on a thread of its own, so that while it
    /// waits for a place or an answer it holds none of the threads the other later work runs on.
    func answerLater(_ work: @escaping @Sendable () -> HTTPResponse, in slots: DispatchSemaphore, request: PendingRequest,
                     connection: OpaquePointer, outside: Bool = false) {
        MHD_suspend_connection(connection)
        let suspended = SuspendedConnection(connection: connection, request: Unmanaged.passRetained(request))
        let run: @Sendable () -> Void = {
            slots.wait()
            let response = work()
            slots.signal()
            suspended.resume(with: response)
        }
        if outside {
            Thread.detachNewThread(run)
        } else {
            laterQueue.async(execute: run)
        }
    }
}

/// A suspended connection and its request state, carried to the worker that resumes it: the
/// worker only hands the response over (behind the state's lock) and resumes the connection,
/// which libmicrohttpd allows from any thread.
private struct SuspendedConnection: @unchecked Sendable {
    let connection: OpaquePointer
    /// Held until the response is handed over, so the state outlives the wait.
    let request: Unmanaged<PendingRequest>

    func resume(with response: HTTPResponse) {
        request.takeUnretainedValue().laterResponse.withLock { $0 = response }
        MHD_resume_connection(connection)
        request.release()
    }
}

private func queue(_ response: HTTPResponse, on connection: OpaquePointer) -> MHD_Result {
    let body = response.body
    let created = body.withUnsafeBytes { bytes in
        MHD_create_response_from_buffer(bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress), .RESPMEM_MUST_COPY)
    }
    guard let created else { return MHD_Result.NO }
    for (name, value) in response.headers {
        _ = MHD_add_response_header(created, name, value)
    }
    let result = MHD_queue_response(connection, UInt32(response.status), created)
    MHD_destroy_response(created)
    return result
}

private let pairIterator: MHD_KeyValueIterator = { context, _, key, value in
    guard let context, let key else { return MHD_Result.YES }
    let collector = Unmanaged<PairCollector>.fromOpaque(context).takeUnretainedValue()
    collector.pairs.append((String(cString: key), value.map { String(cString: $0) } ?? ""))
    return MHD_Result.YES
}

private let formIterator: MHD_PostDataIterator = { context, _, key, filename, contentType, _, data, offset, size in
    guard let context, let key else { return MHD_Result.YES }
    let collector = Unmanaged<FormCollector>.fromOpaque(context).takeUnretainedValue()
    let name = String(cString: key)
    let chunk = data.map { Data(bytes: $0, count: size) } ?? Data()
    if offset > 0, let last = collector.parts.indices.last, collector.parts[last].name == name {
        collector.parts[last].data.append(chunk)
    } else {
        collector.parts.append(FormPart(name: name, filename: filename.map { String(cString: $0) },
                                        contentType: contentType.map { String(cString: $0) }, data: chunk))
    }
    return MHD_Result.YES
}

extension HTTPServer {
    func makeRequest(connection: OpaquePointer, url: UnsafePointer<CChar>?, target: String, method: UnsafePointer<CChar>?,
                     body: Data) -> HTTPRequest {
        let headers = collect(connection, kind: .HEADER_KIND)
        let query = collect(connection, kind: .GET_ARGUMENT_KIND)
        var headerMap: [String: String] = [:]
        for (name, value) in headers { headerMap[name.lowercased()] = value }
        var address = [CChar](repeating: 0, count: 64)
        kartoteka_mhd_client_address(connection, &address, address.count)
        var request = HTTPRequest(
            method: method.map { String(cString: $0) } ?? "GET", path: url.map { String(cString: $0) } ?? "/",
            pathSegments: HTTPRequest.decodedSegments(ofTarget: target), query: query, headers: headerMap, body: body, id: nextRequestID(), isSecure: configuration.tls != nil,
            remoteAddress: address.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
        let type = request.contentType
        if !body.isEmpty, type == "application/x-www-form-urlencoded" || type == "multipart/form-data" {
            request.form = parseForm(connection, body: body)
        }
        return request
    }

    private func collect(_ connection: OpaquePointer, kind: MHD_ValueKind) -> [(name: String, value: String)] {
        let collector = PairCollector()
        let context = Unmanaged.passUnretained(collector).toOpaque()
        _ = MHD_get_connection_values(connection, kind, pairIterator, context)
        return withExtendedLifetime(collector) { collector.pairs }
    }

    private func parseForm(_ connection: OpaquePointer, body: Data) -> [FormPart] {
        let collector = FormCollector()
        let context = Unmanaged.passUnretained(collector).toOpaque()
        guard let processor = MHD_create_post_processor(connection, 64 * 1024, formIterator, context) else { return [] }
        body.withUnsafeBytes { bytes in
            _ = MHD_post_process(processor, bytes.baseAddress?.assumingMemoryBound(to: CChar.self), bytes.count)
        }
        _ = MHD_destroy_post_processor(processor)
        return withExtendedLifetime(collector) { collector.parts }
    }
}
