import KartotekaCore

extension LabelSheetLayout {
    /// The width of A4 paper.
    public static let pageWidth = 210.0
    /// The height of A4 paper.
    public static let pageHeight = 297.0

    /// 24 labels of 70 × 37 mm, edge to edge across (3 × 8): the commonest office stock.
    public static let sheet3x8 = LabelSheetLayout(
        columns: 3, rows: 8, labelWidth: 70, labelHeight: 37, marginTop: 0.5, marginLeft: 0)
    /// 21 labels of 70 × 42.3 mm (3 × 7).
    public static let sheet3x7 = LabelSheetLayout(
        columns: 3, rows: 7, labelWidth: 70, labelHeight: 42.3, marginTop: 0.45, marginLeft: 0)
    /// 14 labels of 99.1 × 38.1 mm (2 × 7) with rounded corners and a 2.5 mm gutter.
    public static let sheet2x7 = LabelSheetLayout(
        columns: 2, rows: 7, labelWidth: 99.1, labelHeight: 38.1,
        marginTop: 15.15, marginLeft: 4.65, horizontalGap: 2.5)
    /// 40 small labels of 48.5 × 25.4 mm (4 × 10): spine and inside-cover labels.
    public static let sheet4x10 = LabelSheetLayout(
        columns: 4, rows: 10, labelWidth: 48.5, labelHeight: 25.4,
        marginTop: 21.5, marginLeft: 8)

    /// The ready-made layouts, for a picker.
    public static let presets: [LabelSheetLayout] = [.sheet3x8, .sheet3x7, .sheet2x7, .sheet4x10]

    /// A name to show in a picker: `3 × 8, 70 × 37 мм`.
    public var name: Bilingual {
        Bilingual { $0.labelStock(columns: columns, rows: rows, width: labelWidth, height: labelHeight) }
    }

    /// Labels on one sheet.
    public var labelsPerPage: Int { columns * rows }

    /// The top-left corner of the label at a position on a sheet (0 is top left, row by row).
    public func origin(ofLabelAt position: Int) -> (x: Double, y: Double) {
        let column = position % columns
        let row = position / columns
        return (marginLeft + offsetX + Double(column) * (labelWidth + horizontalGap),
                marginTop + offsetY + Double(row) * (labelHeight + verticalGap))
    }

    /// Checks that the grid is not empty and lies on the page (0.05 mm of rounding allowed).
    public func validate() throws(LabelError) {
        guard columns >= 1, rows >= 1, labelWidth > 0, labelHeight > 0, horizontalGap >= 0, verticalGap >= 0,
              [labelWidth, labelHeight, marginTop, marginLeft, horizontalGap, verticalGap, offsetX, offsetY].allSatisfy(\.isFinite)
        else { throw .layoutDoesNotFit(.emptyGrid) }
        let tolerance = 0.05
        guard marginLeft + offsetX >= -tolerance, marginTop + offsetY >= -tolerance else {
            throw .layoutDoesNotFit(.startsOffPage)
        }
        let right = marginLeft + offsetX + Double(columns) * labelWidth + Double(columns - 1) * horizontalGap
        let bottom = marginTop + offsetY + Double(rows) * labelHeight + Double(rows - 1) * verticalGap
        if right > Self.pageWidth + tolerance { throw .layoutDoesNotFit(.tooWide(overrunMillimetres: right - Self.pageWidth)) }
        if bottom > Self.pageHeight + tolerance { throw .layoutDoesNotFit(.tooTall(overrunMillimetres: bottom - Self.pageHeight)) }
    }
}
