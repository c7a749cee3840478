import KartotekaCore
import KartotekaWire

extension Endpoint {
    /// A report of the fund's accounts over a period — the book of summary accounting, a state
    /// form, the bulletin — declared by what is its own: the period is `year`, or `from` and
    /// `to` (``RequestContext/ledgerPeriod()``), one that is no period is 422, the work is long,
    /// and the answer is `200` with the output's schema. The handler gets the period.
    static func periodReport<Parameter, Output: SchemaDescribed & Encodable & Sendable>(
        _ route: Route<Parameter, Void, Output>, _ access: Access, _ summary: String, description: String, ok answer: String,
        handler: @escaping @Sendable (RequestContext, LedgerPeriod) throws -> Output
    ) -> Endpoint {
        api(route, access, Operation(summary, tag: .accounts, errors: [422], description: description), ok: answer, work: .long) {
            try handler($0, try $0.ledgerPeriod())
        }
    }
}
