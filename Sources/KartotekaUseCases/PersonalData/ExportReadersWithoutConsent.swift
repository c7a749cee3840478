import KartotekaCore
import KartotekaStore

/// The readers with no consent on record taken out of the library — the page's CSV, the API's
/// list, `kartoteka consent missing` — noted in the access log to readers' personal data in the
/// same transaction, as any other export of readers is. (The page's own table is a view, as a
/// reader's card is in the list of readers.)
public struct ExportReadersWithoutConsent: UseCase {
    public static let action = "export readers without consent"
    public static let access = UseCaseAccess.permission(.browseReaders)

    /// The export.
    public init() {}

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> [ReaderRecord] {
        let readers = try transaction.connection.readersWithoutConsent()
        try transaction.connection.logReaderData(ReaderDataLogEntry(at: transaction.date, account: principal.auditName, ticket: "*",
                                                                    action: .export, detail: PersonalDataDetail.withoutConsent.stored))
        return readers
    }

    public func auditSubject(of output: [ReaderRecord]) -> String? {
        nil
    }
}
