import Foundation
import KartotekaCore
import KartotekaWire

extension LossSettlementInput {
    /// The settlement asked for; a problem names its field.
    public func request() throws(ValidationError) -> LossSettlementRequest {
        var problems = ProblemCollector()
        let kind = problems.parse("how") { try LossSettlementKind(parsing: how) }
        let sum = amount.flatMap { $0.isEmpty ? nil : $0 }.flatMap { text in problems.parse("amount") { try Money(parsing: text) } }
        let copy = replacement.flatMap { $0.replacement(problems: &problems) }
        try problems.throwIfAny()
        return try LossSettlementRequest(how: kind!, note: note ?? "", amount: sum, replacement: copy)
    }
}
