extension PostgresConnection {
    /// Runs `body` between `begin` and `commit`: committed when it returns, rolled back when it
    /// throws (the error is rethrown; a rollback that fails leaves the connection unusable, which
    /// ``isReusable`` then tells).
    func transaction<T>(begin: String, commit: String = "COMMIT", _ body: () throws -> T) throws -> T {
        try execute(begin)
        do {
            let result = try body()
            try execute(commit)
            return result
        } catch {
            _ = try? execute("ROLLBACK")
            throw error
        }
    }

    /// Runs `body` inside a savepoint: kept when it returns, undone when it throws, so that the
    /// transaction goes on after a failed statement (PostgreSQL refuses every statement after a
    /// failure until then).
    func savepoint<T>(_ body: () throws -> T) throws -> T {
        try execute("SAVEPOINT item")
        do {
            let result = try body()
            try execute("RELEASE SAVEPOINT item")
            return result
        } catch {
            _ = try? execute("ROLLBACK TO SAVEPOINT item")
            _ = try? execute("RELEASE SAVEPOINT item")
            throw error
        }
    }
}
