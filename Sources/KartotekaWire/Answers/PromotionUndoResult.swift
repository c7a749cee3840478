import KartotekaValues

extension PromotionUndoResult: SchemaDescribed {
    public static let schema = Schema<PromotionUndoResult>.resource(
        "PromotionUndo", "The last yearly promotion undone.",
        [
            .init("day", \.day, .date()), .init("previousPromotionOn", \.previousPromotionOn, .date()),
            .init("pupils", \.pupils, "How many pupils the promotion moved or graduated."),
            .init("restored", \.restored, "How many of them are back in their class (a class changed by hand since is kept)."),
        ])
}
