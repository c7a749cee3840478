import Foundation

/// A staff member's login.
public struct Account: Sendable, Hashable, Codable {
    /// The account's id.
    public var id: Int64
    /// The login name: letters, digits, `.`, `-`, `_`; unique regardless of case.
    public var username: String
    /// The name shown in the interface.
    public var displayName: String
    /// What the account may do.
    public var role: Role
    /// Whether the account may sign in.
    public var disabled: Bool
    /// When it was created.
    public var createdAt: Date
    /// The branch whose desk the account works at, unless chosen at sign-in; `nil`: the main branch.
    public var branch: BranchCode?

    /// Creates an account value.
    public init(id: Int64, username: String, displayName: String, role: Role, disabled: Bool = false, createdAt: Date,
                branch: BranchCode? = nil) {
        self.id = id
        self.username = username
        self.displayName = displayName
        self.role = role
        self.disabled = disabled
        self.createdAt = createdAt
        self.branch = branch
    }

    /// Whether the account may do something.
    public func may(_ permission: Permission) -> Bool {
        !disabled && role.permissions.contains(permission)
    }
}
