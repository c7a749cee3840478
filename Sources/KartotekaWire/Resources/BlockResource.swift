import Foundation
import KartotekaValues

/// Why a reader may not borrow now, as the API shows it: what kind of block, the sentence saying
/// why and the one saying what lifts it (in the language asked for), and the block's own facts.
public struct BlockResource: Codable, Sendable, Hashable {
    /// `too_many_overdue`, `overdue_too_long`, `loss_not_settled` or `manual`.
    public var kind: String = ""
    /// Why, in the language asked for.
    public var message: String = ""
    /// What lifts it, in the language asked for.
    public var remedy: String = ""
    /// A block set by hand: its id (to remove it), reason, last day, when and by whom.
    public var id: Int64?
    public var reason: String?
    /// `YYYY-MM-DD`, the last day it holds; absent: until removed.
    public var until: String?
    public var setAt: Date?
    public var setBy: String?
    /// The copy an overdue or lost block is about.
    public var inventoryNumber: String?
    /// The loss a `loss_not_settled` block is about.
    public var lossId: Int64?

    /// Empty, for the mapping from the domain to fill in.
    public init() {}
}

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
