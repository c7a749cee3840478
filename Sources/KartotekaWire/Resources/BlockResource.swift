import Foundation
import KartotekaValues

extension BlockResource: SchemaDescribed {
    public static let schema = Schema<BlockResource>.resource(
        "Block", "Why a reader may not borrow now.",
        [
            .init("kind", \.kind, .string(values: ["too_many_overdue", "overdue_too_long", "loss_not_settled", "manual"])),
            .init("message", \.message, "Why, in the language asked for."), .init("remedy", \.remedy, "What lifts it."),
            .init("id", \.id, .id), .init("reason", \.reason), .init("until", \.until, .date()), .init("setAt", \.setAt),
            .init("setBy", \.setBy), .init("inventoryNumber", \.inventoryNumber), .init("lossId", \.lossId, .id),
        ])
}
