import KartotekaCore
import KartotekaWire

/// Who may call an endpoint. Every endpoint says it; nothing falls back to a default.
enum Access: Sendable, Hashable, CustomStringConvertible {
    /// Anyone, signed in or not.
    case everyone
    /// Any signed-in staff account, whatever its role.
    case signedIn
    /// A signed-in account whose role has this permission.
    case permission(Permission)
    /// A reader signed in to the self-service catalogue (`/my`): their own data only. No staff
    /// account is admitted, and a reader is admitted nowhere else.
    case reader

    /// Whether an account (or nobody, `nil`) may call it.
    func admits(_ account: Account?) -> Bool {
        switch self {
        case .everyone: true
        case .signedIn: account != nil
        case .permission(let permission): account?.may(permission) ?? false
        case .reader: false
        }
    }

    /// `public`, `signed-in` or the permission's name, as `kartoteka serve --routes` lists it.
    var description: String {
        switch self {
        case .everyone: "public"
        case .signedIn: "signed-in"
        case .permission(let permission): permission.rawValue
        case .reader: "reader"
        }
    }
}
