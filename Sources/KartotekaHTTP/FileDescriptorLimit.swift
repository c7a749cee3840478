#if canImport(Glibc)
import Glibc
#endif

/// The process's limit on open files, which bounds how many connections a server can hold: each
/// connection is one descriptor, and Debian starts programs with a soft limit of 1,024.
enum FileDescriptorLimit {
    /// Descriptors kept for everything but connections: SQLite's files, the listening socket,
    /// each server thread's epoll and wake-up descriptors, logs, outgoing HTTP and mail.
    static let reserved = 256

    /// Raises the soft limit to at least `wanted` descriptors, no further than the hard limit and
    /// never lowering it; returns the soft limit in force afterwards (`nil` when unknown).
    @discardableResult
    static func raise(toAtLeast wanted: Int) -> Int? {
        var limit = rlimit()
        guard getrlimit(resource, &limit) == 0 else { return nil }
        let target = rlim_t(max(0, wanted))
        if limit.rlim_cur != unlimited && limit.rlim_cur < target {
            var raised = limit
            raised.rlim_cur = limit.rlim_max == unlimited ? target : min(target, limit.rlim_max)
            if setrlimit(resource, &raised) == 0 { limit = raised }
        }
        return limit.rlim_cur == unlimited ? Int.max : Int(clamping: limit.rlim_cur)
    }

    /// How many connections fit when `wanted` are asked for: the soft limit is raised to hold
    /// them and the reserve, and when even the hard limit is lower, fewer are served.
    static func connections(fitting wanted: Int) -> Int {
        guard let soft = raise(toAtLeast: wanted + reserved) else { return wanted }
        return min(wanted, max(16, soft - reserved))
    }

    /// `RLIM_INFINITY`, all bits set on Linux (the macro is not imported).
    private static let unlimited = rlim_t.max

    private static var resource: __rlimit_resource_t {
        __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
    }
}
