import KartotekaCore
import KartotekaHTTP

extension RequestContext {
    /// What a form post that changes the library does: `save` runs the change and answers where
    /// to go next; a refusal the form can show next to its fields (``FormProblems/from(_:)``, else
    /// `byField`) is answered by `again`, the form shown again with those problems (422); any
    /// other error is thrown, for the error page.
    func saving(byField: (any Error) -> [FieldProblem]? = { _ in nil }, _ save: () throws -> HTTPResponse,
                again: ([FieldProblem]) throws -> HTTPResponse) throws -> HTTPResponse {
        do {
            return try save()
        } catch {
            guard let problems = FormProblems.from(error) ?? byField(error) else { throw error }
            return try again(problems)
        }
    }
}
