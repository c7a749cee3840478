import KartotekaCore
import KartotekaStore

/// Replaces a title's fields with those typed, its row locked. `PUT /api/v1/titles/{id}`, the
/// title's edit form and `kartoteka book edit` run it.
public typealias UpdateTitle = Edit<UpdateTitleChange>

/// What ``UpdateTitle`` does.
public enum UpdateTitleChange: KeyedEdit {
    public static let about = UseCaseAbout("update title", .permission(.editCatalogue), subject: "title")

    public static func change(_ id: TitleID, to draft: TitleDraft, in transaction: StoreTransaction,
                              by principal: Principal) throws -> TitleDetails {
        let db = transaction.connection
        _ = try db.updateTitle(id, with: draft.validated(), now: transaction.now)
        return try db.titleDetails(id)
    }
}
