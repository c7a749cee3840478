import CPostgres
import KartotekaStore

/// Several statements in one round trip (libpq's pipeline mode), and what a transaction holds back
/// to send with them: its `BEGIN` until its first statement, writes nobody waits for until the next
/// statement or the commit. A lend's reads go together, its writes with the commit.
extension PostgresConnection {
    /// Whether a `BEGIN` or queued writes wait to be sent.
    var hasPending: Bool {
        pendingBegin != nil || !queued.isEmpty
    }

    /// Opens a transaction with `begin`, sent with the transaction's first statement.
    func begin(_ begin: String) {
        pendingBegin = begin
    }

    /// Ends the transaction with `commit` (with queued writes before it, in one round trip); a
    /// transaction that never sent a statement has nothing to end.
    func commit(_ commit: [String]) throws(PostgresError) {
        if pendingBegin != nil && queued.isEmpty {
            pendingBegin = nil
            return
        }
        _ = try exchange(commit.map { OutgoingStatement(sql: $0, values: []) })
    }

    /// Rolls the transaction back, if it was sent at all.
    func rollBack() {
        queued.removeAll()
        guard pendingBegin == nil else {
            pendingBegin = nil
            return
        }
        _ = try? execute("ROLLBACK")
    }

    /// Sends the held-back statements and then `statements` in one round trip and returns the
    /// answers to `statements`, in order. The first failure is thrown once every answer is in
    /// (the server skips the rest of the exchange after it).
    func exchange(_ statements: [OutgoingStatement]) throws(PostgresError) -> [PostgresResult] {
        var outgoing = queued
        queued.removeAll()
        if let begin = pendingBegin {
            outgoing.insert(OutgoingStatement(sql: begin, values: []), at: 0)
            pendingBegin = nil
        }
        let answered = outgoing.count
        outgoing += statements
        let results = try pipeline(outgoing)
        return Array(results.dropFirst(answered))
    }

    /// What one sent message answers: a statement's preparation, or the statement itself.
    private enum Slot {
        case preparation(sql: String, name: String)
        case statement
    }

    /// Sends `statements` in pipeline mode with one sync, and reads every answer.
    private func pipeline(_ statements: [OutgoingStatement]) throws(PostgresError) -> [PostgresResult] {
        guard PQenterPipelineMode(handle) == 1 else { throw PostgresError(.connectionLost) }
        var slots: [Slot] = []
        var unsent: PostgresError?
        do throws(PostgresError) {
            for statement in statements {
                try send(statement, slots: &slots)
            }
        } catch {
            // What was queued still goes, up to the sync, so that the connection stays in step.
            unsent = error
        }
        guard PQpipelineSync(handle) == 1 else {
            preparing.removeAll()
            throw PostgresError(.connectionLost)
        }
        traffic.note(roundTrips: 1, statements: slots.count)
        exchanges += 1
        var results: [PostgresResult] = []
        var failure: PostgresError?
        for slot in slots {
            guard let result = PQgetResult(handle) else {
                failure = failure ?? PostgresError(.connectionLost)
                break
            }
            if PQresultStatus(result) == PGRES_PIPELINE_ABORTED {
                PQclear(result)
            } else {
                do {
                    let copied = try copied(result)
                    switch slot {
                    case .preparation(let sql, let name): notePrepared(sql, as: name)
                    case .statement: results.append(copied)
                    }
                } catch {
                    failure = failure ?? error
                }
            }
            // The end of this message's answers.
            while let extra = PQgetResult(handle) { PQclear(extra) }
        }
        preparing.removeAll()
        // Up to the sync, which ends the exchange.
        while let result = PQgetResult(handle) {
            let status = PQresultStatus(result)
            PQclear(result)
            if status == PGRES_PIPELINE_SYNC { break }
        }
        _ = PQexitPipelineMode(handle)
        if let failure = failure ?? unsent { throw failure }
        return results
    }

    /// Queues one statement on the pipeline: its preparation first, the first time it is met.
    private func send(_ statement: OutgoingStatement, slots: inout [Slot]) throws(PostgresError) {
        let parameters = try ParameterTexts(statement.values)
        defer { parameters.free() }
        let count = Int32(statement.values.count)
        guard let preparation = statement.values.isEmpty && !Self.isPreparable(statement.sql) ? nil : preparation(of: statement.sql) else {
            guard PQsendQueryParams(handle, statement.sql, count, nil, parameters.pointers, nil, nil, 0) == 1 else {
                throw PostgresError(.connectionLost)
            }
            slots.append(.statement)
            return
        }
        if preparation.isNew {
            guard PQsendPrepare(handle, preparation.name, statement.sql, count, nil) == 1 else { throw PostgresError(.connectionLost) }
            preparing[statement.sql] = preparation.name
            slots.append(.preparation(sql: statement.sql, name: preparation.name))
        }
        guard PQsendQueryPrepared(handle, preparation.name, count, parameters.pointers, nil, nil, 0) == 1 else {
            throw PostgresError(.connectionLost)
        }
        slots.append(.statement)
    }

    /// Whether a statement without parameters is worth preparing: not the transaction's own
    /// (`BEGIN`, `COMMIT`, `NOTIFY`, savepoints), which the server parses at no cost.
    private static func isPreparable(_ sql: String) -> Bool {
        !["BEGIN", "COMMIT", "ROLLBACK", "NOTIFY", "SAVEPOINT", "RELEASE"].contains { sql.hasPrefix($0) }
    }
}
