import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Why a ``KartotekaClient`` call failed.
public enum KartotekaClientError: Error, Sendable, CustomStringConvertible {
    /// The server refused the request with a 4xx or 5xx status and its one error shape.
    case server(status: Int, error: ErrorResource)
    /// The server answered something this client cannot read (an unexpected status or body).
    case unreadableResponse(status: Int, body: Data, reason: String)
    /// No answer came: the server cannot be reached (`.cannotConnectToHost`), the connection
    /// broke, or it timed out (`.timedOut`).
    case transport(URLError)
    /// The request could not be built (a value cannot be put in a URL or encoded).
    case invalidRequest(String)

    /// The HTTP status, when the server answered.
    public var status: Int? {
        switch self {
        case .server(let status, _), .unreadableResponse(let status, _, _): status
        case .transport, .invalidRequest: nil
        }
    }

    /// The server's error code (`inventory_number_taken`, `invalid_input`…), when it sent one.
    public var code: String? {
        if case .server(_, let error) = self { return error.error.code }
        return nil
    }

    /// The server's message, in the language asked for, when it sent one.
    public var message: String? {
        if case .server(_, let error) = self { return error.error.message }
        return nil
    }

    /// The id the server gave a failure it did not explain (a 500, or a mail server that failed),
    /// to quote when reporting it: its log holds the details under this id.
    public var requestID: String? {
        if case .server(_, let error) = self { return error.error.requestId }
        return nil
    }

    /// The problem with each field, for `invalid_input` (422); empty otherwise.
    public var fields: [ErrorResource.FieldMessage] {
        if case .server(_, let error) = self { return error.error.fields ?? [] }
        return []
    }

    /// The server's message for one field, if it named that field.
    public func message(for field: String) -> String? {
        fields.first { $0.field == field }?.message
    }

    /// A one-line account for logs: the status, the code and the server's message.
    public var description: String {
        switch self {
        case .server(let status, let error): "HTTP \(status) \(error.error.code): \(error.error.message)"
        case .unreadableResponse(let status, let body, let reason): "HTTP \(status), unreadable answer (\(body.count) bytes): \(reason)"
        case .transport(let error): "no answer from the server: \(error.localizedDescription) (\(error.code.rawValue))"
        case .invalidRequest(let reason): "cannot build the request: \(reason)"
        }
    }
}
