/// A sheet of labels on A4, columns × rows, for ``KartotekaClient/labelSheet(inventoryNumbers:ticketNumbers:layout:start:outlines:)``.
public enum LabelLayout: String, Sendable, Hashable, CaseIterable {
    /// 3 columns, 8 rows (the default).
    case sheet3x8 = "3x8"
    /// 3 columns, 7 rows.
    case sheet3x7 = "3x7"
    /// 2 columns, 7 rows.
    case sheet2x7 = "2x7"
    /// 4 columns, 10 rows.
    case sheet4x10 = "4x10"
}
