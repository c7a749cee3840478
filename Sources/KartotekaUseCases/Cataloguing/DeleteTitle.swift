import KartotekaCore
import KartotekaStore

/// Removes a title with its copies; refused while one of them is on loan or written off by an
/// act, or joined the fund before today (such copies leave it only by an act of write-off). `DELETE /api/v1/titles/{id}`, the title's delete button and `kartoteka book delete` run it.
public typealias DeleteTitle = SingleInput<DeleteTitleChange>

/// What ``DeleteTitle`` does.
public enum DeleteTitleChange: SingleInputChange {
    public static let about = UseCaseAbout("delete title", .permission(.editCatalogue), subject: "title")

    public static func change(_ id: TitleID, in transaction: StoreTransaction, by principal: Principal) throws -> TitleRecord {
        let copies = try transaction.connection.titleDetails(id).copies.map(\.record)
        let inFund = copies.filter { $0.writeOff == nil && transaction.calendar.day(of: $0.createdAt) < transaction.today }
        guard inFund.isEmpty else { throw CatalogError.titleHasCopiesInFund(id, count: inFund.count) }
        return try transaction.connection.deleteTitle(id)
    }
}
