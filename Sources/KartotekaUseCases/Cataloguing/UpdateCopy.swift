import KartotekaCore
import KartotekaStore

/// Replaces a copy's fields with those typed, its row locked: renumbered, moved, marked lost…
/// but never put on or off loan, nor written off, by an edit. `PUT /api/v1/copies/{inventory}`,
/// the copy's edit form and `kartoteka copy edit` run it.
public typealias UpdateCopy = Edit<UpdateCopyChange>

/// What ``UpdateCopy`` does.
public enum UpdateCopyChange: KeyedEdit {
    public static let about = UseCaseAbout("update copy", .permission(.editCatalogue))

    public static func change(_ copy: InventoryNumber, to draft: CopyDraft, in transaction: StoreTransaction,
                              by principal: Principal) throws -> CopyDetails {
        let db = transaction.connection
        let updated = try db.updateCopy(copy, with: draft.validated(today: transaction.today), now: transaction.now)
        // A copy back on the shelf (from the bindery, found) goes to the first hold it can fill.
        try db.offerToHoldQueue(updated.inventoryNumber, by: principal.accountName, today: transaction.today, now: transaction.now)
        return try db.copyDetails(updated.inventoryNumber)
    }

    public static func auditSubject(of copy: InventoryNumber, to draft: CopyDraft, after output: CopyDetails) -> String? {
        let now = output.record.inventoryNumber
        return now == copy ? "copy \(copy)" : "copy \(copy), now \(now)"
    }
}
