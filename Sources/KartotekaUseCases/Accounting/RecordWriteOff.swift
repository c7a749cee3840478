import KartotekaCore
import KartotekaStore

/// Draws up an act of write-off: its copies leave the fund, all of them or none — a copy on loan,
/// written off already, on its way between branches or received after the act's day refuses the
/// whole act. `POST /api/v1/writeoffs`, the write-offs page's form and `kartoteka writeoff add`
/// run it.
public struct RecordWriteOff: UseCase {
    public static let action = "record write-off"
    public static let access = UseCaseAccess.permission(.keepAccounts)

    /// The act, as typed.
    public let draft: WriteOffDraft

    /// Drawing up `draft`.
    public init(_ draft: WriteOffDraft) {
        self.draft = draft
    }

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> WriteOffRecord {
        let (act, number) = try draft.validated(today: transaction.today)
        return try transaction.connection.writeOff(act, number: number, by: principal.accountName, calendar: transaction.calendar,
                                                   now: transaction.now)
    }

    public func auditSubject(of output: WriteOffRecord) -> String? {
        "act \(output.number) of " + AuditList.copies(output.items.map(\.inventoryNumber))
    }
}
