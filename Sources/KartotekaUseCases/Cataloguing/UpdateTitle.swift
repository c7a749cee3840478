import KartotekaCore
import KartotekaStore

/// Replaces a title's fields with those typed, its row locked; an author sign left empty is
/// computed from the surname, as for a new title, and the other authors and keywords sent back as
/// shown keep their full form (``TitleDraft/validated(editing:)``). `PUT /api/v1/titles/{id}`, the
/// title's edit form and `kartoteka book edit` run it.
public typealias UpdateTitle = Edit<UpdateTitleChange>

/// What ``UpdateTitle`` does.
public enum UpdateTitleChange: KeyedEdit {
    public static let about = UseCaseAbout("update title", .permission(.editCatalogue), subject: "title")

    public static func change(_ id: TitleID, to draft: TitleDraft, in transaction: StoreTransaction,
                              by principal: Principal) throws -> TitleDetails {
        let db = transaction.connection
        let stored = try db.titleRecord(id, lock: true).title
        let edited = try draft.signed(style: db.loadSettings().authorSignStyle).validated(editing: stored)
        if stored.ageMark == AgeMark.eighteen.rawValue, edited.ageMark != stored.ageMark, try db.isForeignAgentsPublication(id) {
            throw InspectionError.foreignAgentsPublicationStaysAdult(stored.shortDescription)
        }
        _ = try db.updateTitle(id, with: edited, replacing: stored, now: transaction.now)
        return try db.titleDetails(id)
    }
}
