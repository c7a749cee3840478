import Foundation

/// Failed sign-ins, the same for both stores: by the name typed (as the throttle counts it) and
/// the client's address.
extension StoreConnection {
    /// Notes a failure, forgetting those from before `forgettingBefore`.
    package func recordSignInFailure(name: String, address: String, at: Date, forgettingBefore: Date) throws {
        _ = try change("DELETE FROM sign_in_failures WHERE failed_at < \(Self.p(1))",
                       values: [Int64(forgettingBefore.timeIntervalSince1970)])
        _ = try change("INSERT INTO sign_in_failures (name, address, failed_at) VALUES (\(Self.parameters(3)))",
                       values: [name, address, Int64(at.timeIntervalSince1970)])
    }

    /// When sign-ins with the name from the address failed since a moment, oldest first.
    package func signInFailures(name: String, address: String, since: Date) throws -> [Date] {
        try query("""
            SELECT failed_at FROM sign_in_failures
            WHERE name = \(Self.p(1)) AND address = \(Self.p(2)) AND failed_at >= \(Self.p(3)) ORDER BY failed_at
            """, values: [name, address, Int64(since.timeIntervalSince1970)]) { Date(storedSeconds: try $0.int64(0)) }
    }

    /// When sign-ins with the name failed since a moment, from any address, oldest first.
    package func signInFailures(name: String, since: Date) throws -> [Date] {
        try query("""
            SELECT failed_at FROM sign_in_failures WHERE name = \(Self.p(1)) AND failed_at >= \(Self.p(2)) ORDER BY failed_at
            """, values: [name, Int64(since.timeIntervalSince1970)]) { Date(storedSeconds: try $0.int64(0)) }
    }

    /// Forgets the name's failures from one address, or from all (`nil`).
    package func forgetSignInFailures(name: String, address: String?) throws -> Int {
        guard let address else { return try change("DELETE FROM sign_in_failures WHERE name = \(Self.p(1))", values: [name]) }
        return try change("DELETE FROM sign_in_failures WHERE name = \(Self.p(1)) AND address = \(Self.p(2))", values: [name, address])
    }
}
