import KartotekaCore

/// Why the server could not start.
enum ServeError: KartotekaError {
    case cannotListen(host: String, port: Int)

    var code: String { "cannot_listen" }
    var kind: FailureKind { .unavailable }
    var message: Bilingual {
        switch self {
        case .cannotListen(let host, let port):
            Bilingual { $0.cannotListen(host: host, port: port) }
        }
    }
}
