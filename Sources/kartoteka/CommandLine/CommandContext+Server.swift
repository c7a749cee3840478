import KartotekaClient

extension CommandContext {
    /// With a server set, sends one call of its API and returns the answer; `nil` when the commands
    /// work on the local database.
    func overServer<Value: Sendable>(_ work: @escaping @Sendable (KartotekaClient) async throws -> Value) throws -> Value? {
        guard server != nil, let desk = desk() as? ServerDesk else { return nil }
        return try desk.call(work)
    }
}
