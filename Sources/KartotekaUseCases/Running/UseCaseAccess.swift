import KartotekaCore

/// Who may run a use case, checked before its transaction opens (the endpoints check the same
/// at the door; this holds for the command line and any later transport too).
public enum UseCaseAccess: Sendable, Hashable {
    /// Staff whose role grants the permission, and the command line.
    case permission(Permission)
    /// A reader, on their own record (the use case takes the ticket from the principal); staff
    /// with the permission on anyone's.
    case readerOrPermission(Permission)
    /// Anyone, signed in or not (signing in itself).
    case anyone

    /// Whether `principal` may run a use case of this access.
    public func admits(_ principal: Principal) -> Bool {
        switch self {
        case .permission(let permission): principal.may(permission)
        case .readerOrPermission(let permission): principal.readerTicket != nil || principal.may(permission)
        case .anyone: true
        }
    }
}
