import KartotekaCore
import KartotekaExchange
import KartotekaStore

/// Notes an export of readers in the log of access to readers' personal data (152-ФЗ): a line for
/// each reader named, or one line (`*`) for all of them or for those changed since a day. An export
/// of titles is not noted. The pages, the API and the command line on the database file alike run
/// it with the export.
public struct LogReaderExport: UseCase {
    public static let action = "log reader export"
    public static let access = UseCaseAccess.permission(.lookUp)

    /// What was exported.
    public let subject: ExportSubject

    /// The lines for an export of `subject`.
    public init(_ subject: ExportSubject) {
        self.subject = subject
    }

    public func run(in transaction: StoreTransaction, by principal: Principal) throws {
        guard case .readers(let selection) = subject else { return }
        let lines: [(ticket: String, detail: String)]
        switch selection {
        case .all: lines = [("*", PersonalDataDetail.allReaders.stored)]
        case .changedSince(let instant): lines = [("*", PersonalDataDetail.changedSince(transaction.calendar.day(of: instant)).stored)]
        case .tickets(let tickets): lines = tickets.map { ($0.rawValue, "") }
        }
        for line in lines {
            try transaction.connection.logReaderData(ReaderDataLogEntry(at: transaction.date, account: principal.auditName, ticket: line.ticket,
                                                                        action: .export, detail: line.detail))
        }
    }

    public func auditSubject(of output: Void) -> String? {
        nil
    }
}
