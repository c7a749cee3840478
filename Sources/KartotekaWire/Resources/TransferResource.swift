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
            .init("setAsideFor", \.setAsideFor, "Only in the answer to a call-off: the title's hold the copy went to then — set aside "
                  + "at the branch it stayed at (`waiting`: put it on the hold shelf), or on its way to the reader's pickup branch."),
        ])

    /// One page of journeys.
    public static let page = Schema<PageResource<TransferResource>>.page("TransferPage", of: schema)
}
