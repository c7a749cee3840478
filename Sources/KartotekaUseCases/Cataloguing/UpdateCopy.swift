import KartotekaCore
import KartotekaStore

/// Replaces a copy's fields with those typed, its row locked: renumbered, moved, marked lost…
/// but never put on or off loan, nor written off, by an edit. `PUT /api/v1/copies/{inventory}`,
/// the copy's edit form and `kartoteka copy edit` run it.
public struct UpdateCopy: UseCase {
    public static let action = "update copy"
    public static let access = UseCaseAccess.permission(.editCatalogue)

    /// The copy, by its inventory number before the change.
    public let copy: InventoryNumber
    /// Its fields, as typed.
    public let draft: CopyDraft

    /// A change of `copy` to `draft`.
    public init(_ copy: InventoryNumber, to draft: CopyDraft) {
        self.copy = copy
        self.draft = draft
    }

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> CopyDetails {
        let db = transaction.connection
        let updated = try db.updateCopy(copy, with: draft.validated(receiptYear: transaction.today.year), now: transaction.now)
        return try db.copyDetails(updated.inventoryNumber)
    }

    public func auditSubject(of output: CopyDetails) -> String? {
        let now = output.record.inventoryNumber
        return now == copy ? "copy \(copy)" : "copy \(copy), now \(now)"
    }
}
