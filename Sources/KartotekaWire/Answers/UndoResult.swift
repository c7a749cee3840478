import KartotekaValues

extension UndoResult: SchemaDescribed {
    public static let schema = Schema<UndoResult>.resource(
        "UndoResult", "A lend or a return made by mistake and undone.",
        [
            .init("undone", \.undone, .string("`lend`: the loan is removed as if it had never been made; `return`: the loan is open again.",
                                              values: ["lend", "return"])),
            .init("loan", \.loan, "The loan: as it was before it was removed, or open again."),
        ])
}
