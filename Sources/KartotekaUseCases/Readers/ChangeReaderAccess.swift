import KartotekaCore
import KartotekaStore

extension ChangeReaderAccess {
    public static let action = "change reader access"
    public static let access = UseCaseAccess.permission(.editReaders)

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> ReaderAccess {
        try transaction.connection.changeReaderAccess(ticket, passwordHash: password.storedHash, codesEnabled: codesEnabled,
                                                      unlock: unlock, now: transaction.now)
    }

    public func auditSubject(of output: ReaderAccess) -> String? {
        var changes: [String] = []
        switch password {
        case .keep: break
        case .remove: changes.append("password removed")
        case .set: changes.append("password set")
        }
        if let codesEnabled { changes.append(codesEnabled ? "codes on" : "codes off") }
        if unlock { changes.append("lock lifted") }
        return "reader \(ticket)" + (changes.isEmpty ? "" : ": " + changes.joined(separator: ", "))
    }
}
