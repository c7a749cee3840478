import KartotekaCore

/// Why the server could not start.
enum ServeError: KartotekaError {
    case cannotListen(host: String, port: Int)

    var code: String { "cannot_listen" }
    var kind: FailureKind { .unavailable }
    var message: Bilingual {
        switch self {
        case .cannotListen(let host, let port):
            Bilingual(ru: "Не удалось открыть \(host):\(port): порт занят другой программой или адрес неверен. Укажите другой --port или --host.",
                      en: "Cannot listen on \(host):\(port): the port is taken by another program or the address is wrong. Choose another --port or --host.")
        }
    }
}
