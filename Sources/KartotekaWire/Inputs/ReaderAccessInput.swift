import KartotekaValues

/// The body of `POST /api/v1/readers/{ticket}/access`: how a reader may sign in to the
/// self-service catalogue (`/my`). What is left out stays as it is.
public struct ReaderAccessInput: Codable, Sendable, Hashable {
    /// A new password (at least six characters); the one set stays when left out or empty.
    public var password: String?
    /// `true`: remove the password (the reader is signed out everywhere).
    public var removePassword: Bool?
    /// One-time codes by e-mail on or off; as they are when left out.
    public var codesEnabled: Bool?
    /// `true`: lift a lock after wrong codes.
    public var unlock: Bool?

    /// Creates the input.
    public init(password: String? = nil, removePassword: Bool? = nil, codesEnabled: Bool? = nil, unlock: Bool? = nil) {
        self.password = password
        self.removePassword = removePassword
        self.codesEnabled = codesEnabled
        self.unlock = unlock
    }
}

extension ReaderAccessInput: SchemaDescribed {
    public static let schema = Schema<ReaderAccessInput>.input(
        "ReaderAccessInput", "How a reader may sign in to the self-service catalogue (`/my`); what is left out stays as it is.",
        [
            .init("password", \.password, "A new password, at least six characters; the one set stays when left out or empty."),
            .init("removePassword", \.removePassword, "`true`: remove the password (the reader is signed out everywhere)."),
            .init("codesEnabled", \.codesEnabled, "One-time codes by e-mail on or off (on needs the reader's e-mail)."),
            .init("unlock", \.unlock, "`true`: lift a lock after wrong codes."),
        ],
        example: ["password": "tulips-2030", "codesEnabled": false])
}
