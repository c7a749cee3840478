import Foundation

// Failed sign-ins record how the library is used, not what it holds: kept answers stay.
extension SQLLibraryStore {
    public func recordSignInFailure(name: String, address: String, at: Date, forgettingBefore: Date) throws {
        try writeBookkeeping { db in
            try db.recordSignInFailure(name: name, address: address, at: at, forgettingBefore: forgettingBefore)
        }
    }

    public func signInFailures(name: String, address: String, since: Date) throws -> [Date] {
        try read { db in try db.signInFailures(name: name, address: address, since: since) }
    }

    public func signInFailures(name: String, since: Date) throws -> [Date] {
        try read { db in try db.signInFailures(name: name, since: since) }
    }

    @discardableResult
    public func forgetSignInFailures(name: String, address: String?) throws -> Int {
        try writeBookkeeping { db in try db.forgetSignInFailures(name: name, address: address) }
    }
}
