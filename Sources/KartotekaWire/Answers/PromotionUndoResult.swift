import KartotekaValues

/// The last yearly promotion undone: its day, the one before it (now the last), and how many of
/// the pupils it moved are back.
public struct PromotionUndoResult: Codable, Sendable, Hashable {
    /// `YYYY-MM-DD` of the promotion undone.
    public var day: String = ""
    /// `YYYY-MM-DD` of the promotion before it, if there was one.
    public var previousPromotionOn: String?
    /// How many pupils the promotion moved or graduated.
    public var pupils: Int = 0
    /// How many of them are back (a class changed by hand since is kept).
    public var restored: Int = 0

    /// Empty, for the mapping from the domain to fill in.
    public init() {}
}

extension PromotionUndoResult: SchemaDescribed {
    public static let schema = Schema<PromotionUndoResult>.resource(
        "PromotionUndo", "The last yearly promotion undone.",
        [
            .init("day", \.day, .date()), .init("previousPromotionOn", \.previousPromotionOn, .date()),
            .init("pupils", \.pupils, "How many pupils the promotion moved or graduated."),
            .init("restored", \.restored, "How many of them are back in their class (a class changed by hand since is kept)."),
        ])
}
