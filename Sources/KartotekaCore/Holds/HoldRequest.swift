extension HoldRequest {
    /// What a hold is of.
    public enum Target: Sendable, Hashable {
        /// Any copy of a title.
        case title(TitleID)
        /// One copy.
        case copy(InventoryNumber)
    }

    /// What to give when a request names neither a title nor a copy, or both.
    public static var targetRule: Bilingual { Bilingual { $0.holdTargetRule } }
}
