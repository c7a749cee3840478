import KartotekaCore
import KartotekaStore

/// Withdraws in one act of write-off (reason: on the Federal list of extremist materials) every
/// copy on the list for withdrawal, and notes the act in the journal's rows that found them. The
/// act's day, number, approver and commission are typed as for any act; its copies and reason are
/// the list's — those that can go now: a copy out to a reader, on its way between branches or set
/// aside for a hold stays on the list for a later act, and holds up none of the others (when
/// none can go, the act is refused naming why, as any act). `POST /api/v1/lists/withdrawal`, the
/// withdrawal page's form and `kartoteka lists withdraw` run it.
public typealias WithdrawListedCopies = SingleInput<WithdrawListedCopiesChange>

/// What ``WithdrawListedCopies`` does.
public enum WithdrawListedCopiesChange: SingleInputChange {
    public static let about = UseCaseAbout("withdraw listed copies", .permission(.keepAccounts))

    public static func change(_ draft: WriteOffDraft, in transaction: StoreTransaction, by principal: Principal) throws -> WriteOffRecord {
        let listed = try transaction.connection.withdrawalList()
        guard !listed.isEmpty else { throw InspectionError.nothingToWithdraw }
        var act = draft
        act.reason = WriteOffReason.banned.rawValue
        act.lines = nil
        // One title may be confirmed for several entries (the list repeats a book under the
        // numbers of several court decisions): each copy goes into the act once.
        var seen = Set<String>()
        let copies = listed.flatMap(\.copies).filter { seen.insert($0.rawValue).inserted }
        act.copies = copies.map(\.rawValue).joined(separator: "\n")
        var (validated, number) = try act.validated(today: transaction.today)
        // Those that can go now; with none, the act is refused naming why, as any act.
        let now = Set(try transaction.connection.writableOff(copies, on: validated.date, calendar: transaction.calendar))
        if !now.isEmpty { validated.items = validated.items.filter { now.contains($0.inventoryNumber) } }
        let record = try transaction.connection.writeOff(validated, number: number, by: principal.accountName, calendar: transaction.calendar,
                                                         now: transaction.now)
        try transaction.connection.noteWithdrawal(record.number.text, copies: record.items.map(\.inventoryNumber))
        return record
    }

    public static func auditSubject(of draft: WriteOffDraft, after output: WriteOffRecord) -> String? {
        "act \(output.number) of " + AuditList.copies(output.items.map(\.inventoryNumber))
    }
}
