import KartotekaCore
import KartotekaUseCases
import KartotekaWire

extension RequestContext {
    /// Who runs the request's use cases: on a reader's own pages the reader signed in to the
    /// self-service catalogue, elsewhere the signed-in account at its desk's branch.
    var acting: Principal {
        get throws {
            if endpoint.access == .reader, let reader { return .reader(reader.ticketNumber) }
            if let principal { return .account(principal.account, branch: principal.branch) }
            if let reader { return .reader(reader.ticketNumber) }
            throw AccountError.signInRequired
        }
    }

    /// Runs a use case as the request's principal: one transaction, with its audit line.
    func run<Case: UseCase>(_ useCase: Case) throws -> Case.Output {
        trail.noteUseCase()
        return try services.library.run(useCase, by: acting)
    }

    /// Runs a use case that waits on the outside world between its transactions.
    func run<Case: ReachesOutside>(_ useCase: Case) throws -> Case.Output {
        trail.noteUseCase()
        return try services.library.run(useCase, by: acting)
    }

    /// The use cases of a background job this request starts, run as the request's principal once
    /// the request is answered: the request writes no audit line of its own, each use case its.
    func runningLater() throws -> LaterRuns {
        trail.noteUseCase()
        return LaterRuns(library: services.library, principal: try acting)
    }

    /// Asks a query as the request's principal, in one read transaction.
    func ask<Asked: Query>(_ query: Asked) throws -> Asked.Output {
        try services.library.ask(query, for: acting)
    }
}
