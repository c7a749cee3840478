import Foundation
import KartotekaCore
import KartotekaWire

extension ClassSetInput {
    /// The request; a problem names its field.
    public func request() throws(ValidationError) -> ClassSetRequest {
        var problems = ProblemCollector()
        let parsedClass = problems.parse(SchoolClass.field) { try SchoolClass(parsing: schoolClass) }
        let ticket = teacher.flatMap { $0.isEmpty ? nil : $0 }.flatMap { text in
            problems.parse("teacher") { try TicketNumber(validating: text) }
        }
        try problems.throwIfAny()
        return try ClassSetRequest(titleID: TitleID(titleId), schoolClass: parsedClass!, teacher: ticket, count: count)
    }
}
