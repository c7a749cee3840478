import KartotekaCore
import KartotekaStore

/// Adds a copy to a title at the principal's desk; with no storage place it gets the desk
/// branch's, else the library's default. An inventory number typed as a range, `2002-2005`
/// (``InventoryRange``), adds a copy for each number, all or none; the first is answered. A new
/// copy goes to the first hold waiting for the title that it can fill. `POST /api/v1/titles/{id}/copies`, the title card's
/// add-copy form and `kartoteka copy add` run it.
public struct AddCopy: UseCase {
    public static let action = "add copy"
    public static let access = UseCaseAccess.permission(.editCatalogue)

    /// The copy, as typed.
    public let draft: CopyDraft
    /// The title it is a copy of.
    public let title: TitleID

    /// Adding `draft` to `title`.
    public init(_ draft: CopyDraft, to title: TitleID) {
        self.draft = draft
        self.title = title
    }

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> CopyRecord {
        let db = transaction.connection
        var draft = draft
        if draft.storagePlace.isEmpty { draft.storagePlace = try db.defaultStoragePlace(at: principal.branch) }
        var added: [CopyRecord] = []
        for number in InventoryRange.numbers(in: draft.inventoryNumber) ?? [draft.inventoryNumber] {
            var one = draft
            one.inventoryNumber = number
            added.append(try db.addCopy(one.validated(today: transaction.today), to: title, at: principal.branch,
                                        now: transaction.now))
        }
        // Readers waiting for the title get the new copies in the queue's order.
        for copy in added {
            try db.offerToHoldQueue(copy.inventoryNumber, by: principal.accountName, today: transaction.today, now: transaction.now)
        }
        return added[0]
    }

    public func auditSubject(of output: CopyRecord) -> String? {
        let range = InventoryRange.numbers(in: draft.inventoryNumber)
        return (range.map { "copies \($0.first ?? "")–\($0.last ?? "")" } ?? "copy \(output.inventoryNumber)") + " to title \(title)"
    }
}
