import KartotekaCore

/// What becomes of a reader's password for the self-service catalogue when staff change their access.
public enum ReaderPasswordChange: Sendable, Hashable {
    /// The password set stays.
    case keep
    /// The password is removed.
    case remove
    /// A new password, by its hash.
    case set(hash: String)

    /// The change as typed on the reader's card: removed when `remove` is ticked, else a new
    /// password when one is typed — refused when shorter than ``ReaderCodeRules/minimumPasswordLength``
    /// — else kept. `hashing` makes the new password's hash, slow on purpose, so it is made
    /// before any transaction opens.
    public static func typed(_ password: String, remove: Bool, hashing: (String) -> String) throws(ReaderAccessError) -> Self {
        if remove { return .remove }
        guard !password.isEmpty else { return .keep }
        guard password.count >= ReaderCodeRules.minimumPasswordLength else {
            throw ReaderAccessError.passwordTooShort(minimum: ReaderCodeRules.minimumPasswordLength)
        }
        return .set(hash: hashing(password))
    }

    /// The new hash as the store takes it: `nil` keeps the password, `.some(nil)` removes it.
    var storedHash: String?? {
        switch self {
        case .keep: nil
        case .remove: .some(nil)
        case .set(let hash): .some(hash)
        }
    }
}
