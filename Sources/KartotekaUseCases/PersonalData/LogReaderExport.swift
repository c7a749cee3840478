import KartotekaCore
import KartotekaExchange
import KartotekaStore

extension LogReaderExport {
    public static let action = "log reader export"
    public static let access = UseCaseAccess.permission(.lookUp)

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
