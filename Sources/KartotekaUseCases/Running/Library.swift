import Foundation
import KartotekaCore
import KartotekaStore

extension Library {
    /// Runs a use case as `principal`: its access is checked, then it runs in one write
    /// transaction together with its audit line.
    public func run<Case: UseCase>(_ useCase: Case, by principal: Principal) throws -> Case.Output {
        guard Case.access.admits(principal) else { throw UseCaseRefusal(action: Case.action) }
        return try store.writing { transaction in
            let output = try useCase.run(in: transaction, by: principal)
            if let subject = useCase.auditSubject(of: output) {
                try transaction.connection.appendAudit(AuditEntry(at: transaction.date, account: principal.auditName,
                                                                  action: Case.action, subject: subject))
            }
            return output
        }
    }

    /// Asks a query as `principal`, in one read transaction.
    public func ask<Asked: Query>(_ query: Asked, for principal: Principal) throws -> Asked.Output {
        guard Asked.access.admits(principal) else { throw UseCaseRefusal(action: String(describing: Asked.self)) }
        return try store.reading { transaction in try query.answer(in: transaction, for: principal) }
    }

    /// Runs a use case that waits on the outside world between its transactions, and then writes
    /// its audit line.
    public func run<Case: ReachesOutside>(_ useCase: Case, by principal: Principal) throws -> Case.Output {
        guard Case.access.admits(principal) else { throw UseCaseRefusal(action: Case.action) }
        let output = try useCase.run(in: self, by: principal)
        if let subject = useCase.auditSubject(of: output) {
            try store.writing { transaction in
                try transaction.connection.appendAudit(AuditEntry(at: transaction.date, account: principal.auditName,
                                                                  action: Case.action, subject: subject))
            }
        }
        return output
    }
}
