import KartotekaCore
import KartotekaExchange
import KartotekaUseCases

extension RequestContext {
    /// Notes an export of readers in the log of access to readers' personal data: one line a
    /// reader named, or one line (`*`) for all of them or those changed since a day. An export of
    /// titles is not noted.
    func logReaderExport(_ subject: ExportSubject) throws {
        guard case .readers(let selection) = subject else { return }
        switch selection {
        case .all: try run(LogReaderDataAccess("*", .export, detail: "all"))
        case .changedSince(let instant): try run(LogReaderDataAccess("*", .export, detail: "changed since \(LogTimestamp.text(instant))"))
        case .tickets(let tickets):
            for ticket in tickets { try run(LogReaderDataAccess(ticket.rawValue, .export)) }
        }
    }
}
