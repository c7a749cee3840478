extension Migrations {
    /// Failed sign-ins, by the name typed and the address they came from, so that every server on
    /// a database slows the same guesses, and an administrator can lift the wait from the command
    /// line (`kartoteka user unlock`). The same SQL in both databases.
    static let v7SignInFailures = Migration(version: 7, name: "failed sign-ins", sqlite: signInFailures, postgres: signInFailures)

    private static let signInFailures = """
        CREATE TABLE sign_in_failures (
            name text NOT NULL,
            address text NOT NULL,
            failed_at bigint NOT NULL
        );
        CREATE INDEX sign_in_failures_name ON sign_in_failures (name, address, failed_at);
        CREATE INDEX sign_in_failures_at ON sign_in_failures (failed_at);
        """
}
