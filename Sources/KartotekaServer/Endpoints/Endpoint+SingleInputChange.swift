import KartotekaUseCases
import KartotekaWire

extension Endpoint {
    /// An endpoint that runs a ``SingleInputChange`` on the value its path names and answers
    /// `204 No Content` (a delete, an unpublish): `DELETE /api/v1/branches/{code}` runs
    /// `DeleteBranch(code)`.
    static func api<Change: SingleInputChange>(
        _ route: Route<Change.Input, Void, NoContent>, _ access: Access, _ operation: Operation, runs change: Change.Type
    ) -> Endpoint where Change.Input: PathValue {
        api(route, access, operation, answer: .noContent()) { context in
            _ = try context.run(SingleInput<Change>(context.path(of: route)))
            return NoContent()
        }
    }
}
