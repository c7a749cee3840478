import Foundation

extension Account {
    /// Whether the account may do something.
    public func may(_ permission: Permission) -> Bool {
        !disabled && role.permissions.contains(permission)
    }
}
