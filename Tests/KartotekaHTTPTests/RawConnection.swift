import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A plain TCP connection for tests that must control every byte a client sends, and from which
/// loopback address (every 127.x.y.z is loopback on Linux).
final class RawConnection {
    private let socket: Int32

    /// Connects from `source` to `127.0.0.1:port`; `nil` when the connection fails.
    init?(port: UInt16, from source: String = "127.0.0.1") {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return nil }
        var local = RawConnection.address(source, port: 0)
        var remote = RawConnection.address("127.0.0.1", port: port)
        let connected = withUnsafePointer(to: &local) { localPointer in
            withUnsafePointer(to: &remote) { remotePointer in
                localPointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bindAddress in
                    remotePointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { connectAddress in
                        let size = socklen_t(MemoryLayout<sockaddr_in>.size)
                        return bind(socket, bindAddress, size) == 0 && connect(socket, connectAddress, size) == 0
                    }
                }
            }
        }
        guard connected else {
            close(socket)
            return nil
        }
    }

    deinit {
        close(socket)
    }

    /// Sends text; `false` when the server has gone.
    @discardableResult
    func send(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) } == bytes.count
    }

    /// What the server sends within `seconds`, up to when it closes the connection or goes quiet.
    func receive(within seconds: Double) -> (text: String, closed: Bool) {
        var received: [UInt8] = []
        let deadline = Date().addingTimeInterval(seconds)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while Date() < deadline {
            var poll = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            let remaining = Int32(max(1, deadline.timeIntervalSinceNow * 1000))
            guard Glibc.poll(&poll, 1, remaining) > 0 else { break }
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count <= 0 { return (String(decoding: received, as: UTF8.self), true) }
            received += buffer[..<count]
        }
        return (String(decoding: received, as: UTF8.self), false)
    }

    /// Whether the server closes the connection within `seconds`.
    func isClosed(within seconds: Double) -> Bool {
        receive(within: seconds).closed
    }

    private static func address(_ text: String, port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        _ = inet_pton(AF_INET, text, &address.sin_addr)
        return address
    }
}
