import KartotekaCore

extension Principal {
    /// The kinds of principal.
    public enum Kind: Sendable, Hashable {
        /// A staff account, signed in to the pages or through an API token.
        case account(Account)
        /// A reader signed in to the self-service catalogue, acting on their own record only.
        case reader(TicketNumber)
        /// The command line on the computer that holds the database: whoever can open it may do anything.
        case commandLine
        /// The server's own scheduled care (ending holds not collected, sending notices), with no
        /// one at a desk: it may do what it is scheduled to.
        case scheduledCare
    }

    /// A staff account at the desk of `branch`, else of the account's own branch.
    public static func account(_ account: Account, branch: BranchCode? = nil) -> Principal {
        Principal(.account(account), branch: branch ?? account.branch)
    }

    /// A reader in the self-service catalogue.
    public static func reader(_ ticket: TicketNumber) -> Principal {
        Principal(.reader(ticket))
    }

    /// The command line, at the desk of `branch` if one is given.
    public static func commandLine(branch: BranchCode? = nil) -> Principal {
        Principal(.commandLine, branch: branch)
    }

    /// The server's scheduled care.
    public static let scheduledCare = Principal(.scheduledCare)

    /// Whether the principal may do what `permission` allows: an account whose role grants it, the
    /// command line and the scheduled care always, a reader never (a reader's own use cases say so
    /// in their access).
    public func may(_ permission: Permission) -> Bool {
        switch kind {
        case .account(let account): account.may(permission)
        case .commandLine, .scheduledCare: true
        case .reader: false
        }
    }

    /// The account's login name, for the records that keep who did what (journeys, settlements);
    /// `nil` for the command line and readers.
    public var accountName: String? {
        if case .account(let account) = kind { return account.username }
        return nil
    }

    /// The signed-in reader's ticket, if the principal is a reader.
    public var readerTicket: TicketNumber? {
        if case .reader(let ticket) = kind { return ticket }
        return nil
    }

    /// How the audit log names the principal: the account's login name, `reader 000104`,
    /// `command line` or `scheduled care`.
    public var auditName: String {
        switch kind {
        case .account(let account): account.username
        case .reader(let ticket): "reader \(ticket.rawValue)"
        case .commandLine: "command line"
        case .scheduledCare: "scheduled care"
        }
    }
}
