import Foundation
import KartotekaValues

extension TransferResource: SchemaDescribed {
    public static let schema = Schema<TransferResource>.resource(
        "Transfer", "A copy's journey from one branch to another.",
        [
            .init("id", \.id, .id), .init("inventoryNumber", \.inventoryNumber), .init("titleId", \.titleId, .id), .init("title", \.title),
            .init("from", \.from, "The code of the branch that sent it."), .init("to", \.to, "The code of the branch it goes to."),
            .init("reason", \.reason, .string("`return_to_home`: taken back at another branch; `manual`: sent by a librarian.",
                                              values: TransferReason.codes)),
            .init("sentAt", \.sentAt), .init("sentBy", \.sentBy, "The account that sent it."),
            .init("receivedAt", \.receivedAt, "When the journey ended; absent while it travels."), .init("receivedBy", \.receivedBy),
            .init("cancelledAt", \.cancelledAt, "When the journey was called off, the copy staying where it was sent from; "
                  + "absent for one that was not."),
        ])

    /// One page of journeys.
    public static let page = Schema<PageResource<TransferResource>>.page("TransferPage", of: schema)
}
