import KartotekaCore
import KartotekaStore

/// Calls off a copy's journey between branches — sent by mistake, or on its way home when it is
/// better kept where it was taken back — at the branch it left (the principal's desk, when it has
/// one): it stays there, then goes to the title's first hold it can fill, as a copy taken back
/// does. Refused for a copy travelling to a reader's hold.
public typealias CancelTransfer = SingleInput<CancelTransferChange>

/// What ``CancelTransfer`` does.
public enum CancelTransferChange: SingleInputChange {
    public static let about = UseCaseAbout("cancel transfer", .permission(.circulate))

    public static func change(_ copy: InventoryNumber, in transaction: StoreTransaction, by principal: Principal) throws -> CalledOffTransfer {
        try transaction.connection.cancelTransfer(copy, from: principal.branch, by: principal.accountName, today: transaction.today,
                                                  now: transaction.now)
    }

    public static func auditSubject(of copy: InventoryNumber, after output: CalledOffTransfer) -> String? {
        "copy \(copy) kept at branch \(output.journey.from), not sent to branch \(output.journey.to)"
            + (output.setAsideFor.map { ", set aside for hold \($0.id)" } ?? "")
    }
}
