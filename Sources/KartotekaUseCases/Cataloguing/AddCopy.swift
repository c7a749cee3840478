import KartotekaCore
import KartotekaStore

extension AddCopy {
    public static let action = "add copy"
    public static let access = UseCaseAccess.permission(.editCatalogue)

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
