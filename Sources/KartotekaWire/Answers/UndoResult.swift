import KartotekaValues

/// A lend or a return made by mistake and undone: which, and the loan — as it was before it was
/// removed, or open again.
public struct UndoResult: Codable, Sendable, Hashable {
    /// `lend` (the loan is gone) or `return` (the loan is open again).
    public var undone: String
    /// The loan.
    public var loan: LoanResource

    /// Creates it from its parts.
    public init(undone: String, loan: LoanResource) {
        self.undone = undone
        self.loan = loan
    }
}

extension UndoResult: SchemaDescribed {
    public static let schema = Schema<UndoResult>.resource(
        "UndoResult", "A lend or a return made by mistake and undone.",
        [
            .init("undone", \.undone, .string("`lend`: the loan is removed as if it had never been made; `return`: the loan is open again.",
                                              values: ["lend", "return"])),
            .init("loan", \.loan, "The loan: as it was before it was removed, or open again."),
        ])
}
