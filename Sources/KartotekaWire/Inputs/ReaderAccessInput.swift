import KartotekaValues

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
