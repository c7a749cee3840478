import KartotekaUseCases
import KartotekaWire

/// Use cases a request leaves to a background job (``RequestContext/runningLater()``), run as the
/// request's principal after it is answered.
struct LaterRuns: Sendable {
    /// The library they run in.
    let library: Library
    /// Who runs them.
    let principal: Principal

    /// Runs a use case in its transaction.
    func run<Case: UseCase>(_ useCase: Case) throws -> Case.Output {
        try library.run(useCase, by: principal)
    }

    /// Runs a use case that waits on the outside world between its transactions.
    func run<Case: ReachesOutside>(_ useCase: Case) throws -> Case.Output {
        try library.run(useCase, by: principal)
    }
}
