/// Where the server listens, as the configuration's `listen` says it: an address (`0.0.0.0` for
/// every network, `127.0.0.1` for this computer only), with a port or without: `0.0.0.0:3000`,
/// `[::]:3000`, `::`.
struct ListenAddress: Sendable, Equatable {
    /// The address.
    let host: String
    /// The port, when given.
    let port: Int?

    /// Reads `HOST`, `HOST:PORT` or `[IPv6]:PORT`; `nil` when it is none of these.
    init?(parsing text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        var host = trimmed
        var portText: Substring?
        if trimmed.hasPrefix("["), let close = trimmed.firstIndex(of: "]") {
            host = String(trimmed[trimmed.index(after: trimmed.startIndex)..<close])
            let rest = trimmed[trimmed.index(after: close)...]
            guard rest.isEmpty || rest.hasPrefix(":") else { return nil }
            portText = rest.isEmpty ? nil : rest.dropFirst()
        } else if trimmed.filter({ $0 == ":" }).count == 1, let colon = trimmed.firstIndex(of: ":") {
            host = String(trimmed[..<colon])
            portText = trimmed[trimmed.index(after: colon)...]
        }
        guard !host.isEmpty, !host.contains(where: \.isWhitespace) else { return nil }
        if let portText {
            guard let port = Int(portText), (0...65_535).contains(port) else { return nil }
            self.port = port
        } else {
            self.port = nil
        }
        self.host = host
    }
}
