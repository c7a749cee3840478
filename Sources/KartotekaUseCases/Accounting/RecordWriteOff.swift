import KartotekaCore
import KartotekaStore

/// Draws up an act of write-off: its copies leave the fund, all of them or none — a copy on loan,
/// written off already, on its way between branches or received after the act's day refuses the
/// whole act. `POST /api/v1/writeoffs`, the write-offs page's form and `kartoteka writeoff add`
/// run it.
public typealias RecordWriteOff = SingleInput<RecordWriteOffChange>

/// What ``RecordWriteOff`` does.
public enum RecordWriteOffChange: SingleInputChange {
    public static let about = UseCaseAbout("record write-off", .permission(.keepAccounts))

    public static func change(_ draft: WriteOffDraft, in transaction: StoreTransaction, by principal: Principal) throws -> WriteOffRecord {
        let (act, number) = try draft.validated(today: transaction.today)
        return try transaction.connection.writeOff(act, number: number, by: principal.accountName, calendar: transaction.calendar,
                                                   now: transaction.now)
    }

    public static func auditSubject(of draft: WriteOffDraft, after output: WriteOffRecord) -> String? {
        "act \(output.number) of " + AuditList.copies(output.items.map(\.inventoryNumber))
    }
}
