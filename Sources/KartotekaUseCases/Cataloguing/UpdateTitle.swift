import KartotekaCore
import KartotekaStore

/// Replaces a title's fields with those typed, its row locked. `PUT /api/v1/titles/{id}`, the
/// title's edit form and `kartoteka book edit` run it.
public struct UpdateTitle: UseCase {
    public static let action = "update title"
    public static let access = UseCaseAccess.permission(.editCatalogue)

    /// The title.
    public let id: TitleID
    /// Its fields, as typed.
    public let draft: TitleDraft

    /// A change of title `id` to `draft`.
    public init(_ id: TitleID, to draft: TitleDraft) {
        self.id = id
        self.draft = draft
    }

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> TitleDetails {
        let db = transaction.connection
        _ = try db.updateTitle(id, with: draft.validated(), now: transaction.now)
        return try db.titleDetails(id)
    }

    public func auditSubject(of output: TitleDetails) -> String? {
        "title \(id)"
    }
}
