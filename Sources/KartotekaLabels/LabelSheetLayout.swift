import KartotekaCore

/// Where labels sit on an A4 sheet of label stock, in millimetres: a grid of equal labels with
/// page margins, gaps between labels, and an offset to correct a printer that prints shifted.
public struct LabelSheetLayout: Sendable, Hashable, Codable {
    /// The width of A4 paper.
    public static let pageWidth = 210.0
    /// The height of A4 paper.
    public static let pageHeight = 297.0

    /// Labels across.
    public var columns: Int
    /// Labels down.
    public var rows: Int
    /// The width of one label.
    public var labelWidth: Double
    /// The height of one label.
    public var labelHeight: Double
    /// From the top edge of the paper to the first row.
    public var marginTop: Double
    /// From the left edge of the paper to the first column.
    public var marginLeft: Double
    /// Between columns.
    public var horizontalGap: Double
    /// Between rows.
    public var verticalGap: Double
    /// Printer correction, added to every label's position: positive moves right.
    public var offsetX: Double
    /// Printer correction, added to every label's position: positive moves down.
    public var offsetY: Double

    /// Creates a layout; check it with ``validate()``.
    public init(columns: Int, rows: Int, labelWidth: Double, labelHeight: Double,
                marginTop: Double, marginLeft: Double, horizontalGap: Double = 0, verticalGap: Double = 0,
                offsetX: Double = 0, offsetY: Double = 0) {
        self.columns = columns
        self.rows = rows
        self.labelWidth = labelWidth
        self.labelHeight = labelHeight
        self.marginTop = marginTop
        self.marginLeft = marginLeft
        self.horizontalGap = horizontalGap
        self.verticalGap = verticalGap
        self.offsetX = offsetX
        self.offsetY = offsetY
    }

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
