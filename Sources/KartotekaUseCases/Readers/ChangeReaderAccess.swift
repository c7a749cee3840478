import KartotekaCore
import KartotekaStore

/// Staff change how a reader signs in to the self-service catalogue: a password set or removed
/// (which signs the reader out everywhere), one-time codes by e-mail on or off (refused for a
/// reader without an address), and a lock after wrong codes lifted.
public struct ChangeReaderAccess: UseCase {
    public static let action = "change reader access"
    public static let access = UseCaseAccess.permission(.editReaders)

    /// The reader's ticket.
    public let ticket: TicketNumber
    /// What becomes of the password.
    public let password: ReaderPasswordChange
    /// Codes by e-mail on or off; `nil`: as they are.
    public let codesEnabled: Bool?
    /// Whether to lift a lock after wrong codes.
    public let unlock: Bool

    /// A change of the access of the reader of `ticket`.
    public init(_ ticket: TicketNumber, password: ReaderPasswordChange, codesEnabled: Bool?, unlock: Bool) {
        self.ticket = ticket
        self.password = password
        self.codesEnabled = codesEnabled
        self.unlock = unlock
    }

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
