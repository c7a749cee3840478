import Foundation
import KartotekaValues

extension ReaderAccessResource: SchemaDescribed {
    public static let schema = Schema<ReaderAccessResource>.resource(
        "ReaderAccess", "How a reader may sign in to the self-service catalogue now (never the password or a code).",
        [
            .init("ticketNumber", \.ticketNumber), .init("hasPassword", \.hasPassword), .init("codesEnabled", \.codesEnabled),
            .init("historyShown", \.historyShown, "Whether the reader lets their returned books be shown."),
            .init("lockedUntil", \.lockedUntil, "Until when sign-in is locked after wrong codes; absent when it is not."),
        ])
}
