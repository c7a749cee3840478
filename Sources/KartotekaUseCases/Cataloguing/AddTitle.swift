import KartotekaCore
import KartotekaStore

extension AddTitle {
    public static let action = "add title"
    public static let access = UseCaseAccess.permission(.editCatalogue)

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> CataloguedTitle {
        let db = transaction.connection
        var book = book
        if book.copies.contains(where: { $0.storagePlace.isEmpty }) {
            let place = try db.defaultStoragePlace(at: principal.branch)
            for index in book.copies.indices where book.copies[index].storagePlace.isEmpty {
                book.copies[index].storagePlace = place
            }
        }
        let (title, copies) = try book.validated(authorSignStyle: db.loadSettings().authorSignStyle, today: transaction.today)
        if ifCatalogued == .refuseLookalike, let existing = try db.likelyDuplicate(of: title, today: transaction.today) {
            throw TitleLooksCatalogued(existing)
        }
        let result = try db.catalogue(title, copies: copies, at: principal.branch, joiningSameISBN: ifCatalogued == .addCopies,
                                      now: transaction.now)
        if !result.addedToExistingTitle {
            // A new receipt is checked against the lists as it is catalogued: its candidates wait for a person.
            _ = try db.matchNewTitle(result.details.record.id, today: transaction.today, now: transaction.now)
        }
        return CataloguedTitle(details: result.details, addedToExistingTitle: result.addedToExistingTitle,
                              addedCopies: copies.map(\.inventoryNumber))
    }

    public func auditSubject(of output: CataloguedTitle) -> String? {
        let title = "title \(output.details.record.id)"
        let copies = AuditList.copies(output.addedCopies)
        if output.addedToExistingTitle { return copies + " to " + title }
        return output.addedCopies.isEmpty ? title : title + " with " + copies
    }
}
