import Foundation
import KartotekaClient
import KartotekaCore
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Why working through the server failed, in words for the desk. Every ``KartotekaClientError``
/// is turned into one of these (or, for a form's problems, a ``ValidationError``) here, in
/// ``translate(_:server:command:)``, and nowhere else.
enum RemoteError: KartotekaError {
    /// The server refused the request with its own message (already in the user's language).
    case refused(status: Int, code: String, message: String)
    /// The server needs a token and none is set.
    case tokenMissing(server: String)
    /// The server did not accept the token: wrong, revoked, or its account is disabled.
    case tokenRejected(server: String)
    /// The token's account may not do what the command asks.
    case notAllowed(command: String, reason: String)
    /// No answer: the server is down, the address is wrong, the network is out.
    case unreachable(server: String, reason: Bilingual)
    /// An answer that is not the API's: another program at that address, a proxy's page.
    case unreadableAnswer(server: String, status: Int)
    /// A value cannot be sent in a request.
    case cannotBuildRequest(String)
    /// The request (an uploaded file) is larger than the server takes.
    case tooLarge(server: String)

    /// The failure of a client call as the CLI reports it.
    static func translate(_ error: KartotekaClientError, server: RemoteServer, command: String) -> any KartotekaError {
        switch error {
        case .server(401, _):
            return server.token == nil ? RemoteError.tokenMissing(server: server.address) : RemoteError.tokenRejected(server: server.address)
        case .server(413, _):
            return RemoteError.tooLarge(server: server.address)
        case .server(403, let resource):
            return RemoteError.notAllowed(command: command, reason: resource.error.message)
        case .server(let status, let resource):
            if let fields = resource.error.fields, !fields.isEmpty {
                return ValidationError(fields.map { FieldProblem(field: $0.field, message: Bilingual(verbatim: $0.message)) })
            }
            return RemoteError.refused(status: status, code: resource.error.code, message: resource.error.message)
        case .unreadableResponse(let status, _, _):
            return RemoteError.unreadableAnswer(server: server.address, status: status)
        case .transport(let failure):
            return RemoteError.unreachable(server: server.address, reason: reason(failure.code))
        case .invalidRequest(let reason):
            return RemoteError.cannotBuildRequest(reason)
        }
    }

    private static func reason(_ code: URLError.Code) -> Bilingual {
        switch code {
        case .cannotConnectToHost:
            Bilingual { $0.connectionRefused }
        case .cannotFindHost, .dnsLookupFailed:
            Bilingual { $0.unknownHost }
        case .timedOut:
            Bilingual { $0.serverTimedOut }
        case .notConnectedToInternet, .networkConnectionLost:
            Bilingual { $0.networkDown }
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate, .serverCertificateNotYetValid,
             .serverCertificateHasUnknownRoot:
            Bilingual { $0.secureConnectionFailed }
        default:
            Bilingual { $0.connectionError(code: code.rawValue) }
        }
    }

    var code: String {
        switch self {
        case .refused(_, let code, _): code
        case .tokenMissing, .tokenRejected: "sign_in_required"
        case .notAllowed: "not_allowed"
        case .unreachable: "server_unreachable"
        case .unreadableAnswer: "unreadable_answer"
        case .cannotBuildRequest: "invalid_request"
        case .tooLarge: "body_too_large"
        }
    }

    var kind: FailureKind {
        switch self {
        case .refused(let status, _, _):
            switch status {
            case 404: .notFound
            case 409: .conflict
            case 401, 403: .forbidden
            case 400..<500: .invalidInput
            default: .unavailable
            }
        case .tokenMissing, .tokenRejected, .notAllowed: .forbidden
        case .unreachable, .unreadableAnswer: .unavailable
        case .cannotBuildRequest, .tooLarge: .invalidInput
        }
    }

    var message: Bilingual {
        switch self {
        case .refused(_, _, let message):
            return Bilingual(verbatim: message)
        case .tokenMissing(let server):
            return Bilingual { $0.tokenMissing(server: server) }
        case .tokenRejected(let server):
            return Bilingual { $0.tokenRejected(server: server) }
        case .notAllowed(let command, let reason):
            return Bilingual { $0.tokenNotAllowed(command: command, reason: reason) }
        case .unreachable(let server, let reason):
            return Bilingual { $0.serverUnreachable(server, reason: reason) }
        case .unreadableAnswer(let server, let status):
            return Bilingual { $0.notAKartotekaServer(server, status: status) }
        case .cannotBuildRequest(let reason):
            return Bilingual { $0.cannotBuildRequest(reason) }
        case .tooLarge(let server):
            return Bilingual { $0.uploadTooLarge(server: server) }
        }
    }
}
