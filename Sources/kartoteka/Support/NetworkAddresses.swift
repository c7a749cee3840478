import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The addresses other computers reach this one at: the IPv4 addresses of its network interfaces
/// that are up, loopback left out, as `getifaddrs` lists them.
enum NetworkAddresses {
    /// Each address once, in the order the system lists the interfaces.
    static func reachable() -> [String] {
        var first: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&first) == 0 else { return [] }
        defer { freeifaddrs(first) }
        var addresses: [String] = []
        var next = first
        while let entry = next?.pointee {
            next = entry.ifa_next
            let flags = Int32(entry.ifa_flags)
            guard let socketAddress = entry.ifa_addr, socketAddress.pointee.sa_family == sa_family_t(AF_INET),
                  flags & Int32(IFF_UP) != 0, flags & Int32(IFF_LOOPBACK) == 0 else { continue }
            var internet = socketAddress.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_addr }
            var text = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
            guard inet_ntop(AF_INET, &internet, &text, socklen_t(text.count)) != nil else { continue }
            let address = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if !addresses.contains(address) { addresses.append(address) }
        }
        return addresses
    }
}
