import Foundation
import KartotekaValues

/// A copy's journey between branches as the API shows it.
public struct TransferResource: Codable, Sendable, Hashable {
    public var id: Int64 = 0
    public var inventoryNumber: String = ""
    public var titleId: Int64?
    /// `Лермонтов М. Ю. Герой нашего времени`.
    public var title: String = ""
    /// The code of the branch that sent it.
    public var from: String = ""
    /// The code of the branch it goes to.
    public var to: String = ""
    /// `return_to_home` (taken back at another branch) or `manual` (sent by a librarian).
    public var reason: String = ""
    public var sentAt: Date = Date(timeIntervalSince1970: 0)
    public var sentBy: String?
    /// When it arrived; absent while it travels.
    public var receivedAt: Date?
    public var receivedBy: String?

    /// Empty, for the mapping from the domain to fill in.
    public init() {}
}

extension TransferResource: SchemaDescribed {
    public static let schema = Schema<TransferResource>.resource(
        "Transfer", "A copy's journey from one branch to another.",
        [
            .init("id", \.id, .id), .init("inventoryNumber", \.inventoryNumber), .init("titleId", \.titleId, .id), .init("title", \.title),
            .init("from", \.from, "The code of the branch that sent it."), .init("to", \.to, "The code of the branch it goes to."),
            .init("reason", \.reason, .string("`return_to_home`: taken back at another branch; `manual`: sent by a librarian.",
                                              values: TransferReason.codes)),
            .init("sentAt", \.sentAt), .init("sentBy", \.sentBy, "The account that sent it."),
            .init("receivedAt", \.receivedAt, "Absent while it travels."), .init("receivedBy", \.receivedBy),
        ])

    /// One page of journeys.
    public static let page = Schema<PageResource<TransferResource>>.page("TransferPage", of: schema)
}
