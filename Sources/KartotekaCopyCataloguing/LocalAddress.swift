import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Whether a target's host is this machine or its local link: a loopback address (127.0.0.0/8,
/// ::1), a link-local one (169.254.0.0/16, fe80::/10, where cloud metadata services answer) or
/// the unspecified one (0.0.0.0, ::), as given or as the name resolves. Such a target would let
/// whoever sets targets reach the server's own services, so it is asked only when the server's
/// configuration allows it. Private networks (10/8, 192.168/16…) stay allowed: a library's own
/// catalogue server may be there.
enum LocalAddress {
    /// Whether any address `host` stands for is local; a name that does not resolve is not
    /// (the search then reports the target unreachable).
    static func isLocal(_ host: String) -> Bool {
        let trimmed = host.trimmingCharacters(in: CharacterSet(charactersIn: "[] "))
        if trimmed.lowercased() == "localhost" || trimmed.lowercased().hasSuffix(".localhost") { return true }
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var found: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(trimmed, nil, &hints, &found) == 0, let first = found else { return false }
        defer { freeaddrinfo(first) }
        var entry: UnsafeMutablePointer<addrinfo>? = first
        while let current = entry {
            if let address = current.pointee.ai_addr, isLocal(address) { return true }
            entry = current.pointee.ai_next
        }
        return false
    }

    private static func isLocal(_ address: UnsafeMutablePointer<sockaddr>) -> Bool {
        switch Int32(address.pointee.sa_family) {
        case AF_INET:
            let value = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { UInt32(bigEndian: $0.pointee.sin_addr.s_addr) }
            return isLocalIPv4(value)
        case AF_INET6:
            let bytes = address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { pointer in
                withUnsafeBytes(of: pointer.pointee.sin6_addr) { Array($0) }
            }
            return isLocalIPv6(bytes)
        default:
            return false
        }
    }

    /// 127.0.0.0/8, 169.254.0.0/16, 0.0.0.0/8.
    static func isLocalIPv4(_ value: UInt32) -> Bool {
        value >> 24 == 127 || value >> 16 == 0xA9FE || value >> 24 == 0
    }

    /// ::1, ::, fe80::/10, and IPv4 addresses mapped or compatible (::ffff:127.0.0.1).
    static func isLocalIPv6(_ bytes: [UInt8]) -> Bool {
        guard bytes.count == 16 else { return false }
        if bytes[0] == 0xFE && bytes[1] & 0xC0 == 0x80 { return true }
        if bytes[0..<15].allSatisfy({ $0 == 0 }) && (bytes[15] == 1 || bytes[15] == 0) { return true }
        if bytes[0..<10].allSatisfy({ $0 == 0 }) && ((bytes[10] == 0xFF && bytes[11] == 0xFF) || (bytes[10] == 0 && bytes[11] == 0)) {
            let value = bytes[12..<16].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            return isLocalIPv4(value)
        }
        return false
    }
}
