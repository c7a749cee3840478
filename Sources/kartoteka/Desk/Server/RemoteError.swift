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
                return ValidationError(fields.map { FieldProblem(field: $0.field, message: Bilingual(ru: $0.message, en: $0.message)) })
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
            Bilingual(ru: "соединение не принято (сервер не запущен или порт не тот)", en: "the connection was refused (the server is not running, or the port is wrong)")
        case .cannotFindHost, .dnsLookupFailed:
            Bilingual(ru: "такого имени компьютера нет", en: "no computer has that name")
        case .timedOut:
            Bilingual(ru: "сервер не ответил вовремя", en: "the server did not answer in time")
        case .notConnectedToInternet, .networkConnectionLost:
            Bilingual(ru: "нет связи с сетью", en: "the network connection is down")
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate, .serverCertificateNotYetValid,
             .serverCertificateHasUnknownRoot:
            Bilingual(ru: "не удалось установить защищённое соединение (проверьте сертификат сервера)",
                      en: "a secure connection could not be made (check the server's certificate)")
        default:
            Bilingual(ru: "ошибка соединения \(code.rawValue)", en: "connection error \(code.rawValue)")
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
        let makeToken = Bilingual(
            ru: "Токен выпускает администратор на компьютере сервера: kartoteka user token add ИМЯ --name НАЗВАНИЕ; передайте его через KARTOTEKA_TOKEN или token в файле настроек.",
            en: "An administrator issues one on the server's computer: kartoteka user token add USERNAME --name NAME; pass it in KARTOTEKA_TOKEN or token in the configuration file.")
        switch self {
        case .refused(_, _, let message):
            return Bilingual(ru: message, en: message)
        case .tokenMissing(let server):
            return Bilingual(ru: "Серверу \(server) нужен API-токен, а он не задан. " + makeToken.russian,
                             en: "The server \(server) needs an API token and none is set. " + makeToken.english)
        case .tokenRejected(let server):
            return Bilingual(ru: "Сервер \(server) не принял API-токен: проверьте его — он мог быть введён с ошибкой, отозван, или учётная запись отключена. "
                                 + makeToken.russian,
                             en: "The server \(server) did not accept the API token: check it — it may be mistyped or revoked, or its account disabled. "
                                 + makeToken.english)
        case .notAllowed(let command, let reason):
            return Bilingual(ru: "Сервер не разрешает учётной записи этого токена команду «\(command)». \(reason)",
                             en: "The server does not let this token’s account run “\(command)”. \(reason)")
        case .unreachable(let server, let reason):
            return Bilingual(
                ru: "Нет связи с сервером \(server): \(reason.russian). Проверьте адрес (--server, KARTOTEKA_SERVER или server в файле настроек) и что сервер запущен (kartoteka serve).",
                en: "Cannot reach the server \(server): \(reason.english). Check the address (--server, KARTOTEKA_SERVER or server in the configuration file) and that the server is running (kartoteka serve).")
        case .unreadableAnswer(let server, let status):
            return Bilingual(ru: "По адресу \(server) ответил не сервер Картотеки (HTTP \(status)). Проверьте адрес сервера.",
                             en: "What answered at \(server) is not a Kartoteka server (HTTP \(status)). Check the server address.")
        case .cannotBuildRequest(let reason):
            return Bilingual(ru: "Такой запрос серверу не отправить: \(reason)", en: "This request cannot be sent to the server: \(reason)")
        case .tooLarge(let server):
            return Bilingual(
                ru: "Сервер \(server) принимает файлы не больше 32 МиБ. Импортируйте большой файл на компьютере сервера (kartoteka --db ФАЙЛ import …) или разделите его на части.",
                en: "The server \(server) takes files of at most 32 MiB. Import a larger file on the server's computer (kartoteka --db FILE import …) or split it into parts.")
        }
    }
}
