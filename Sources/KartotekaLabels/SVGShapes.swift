/// SVG pieces shared by the standalone QR image and the labels. Codes are drawn in nested `<svg>`
/// elements whose view box counts modules, so every path coordinate is a whole number and the
/// browser scales the symbol to its exact printed size.
enum SVGShapes {
    static let namespace = "http://www.w3.org/2000/svg"

    /// One path of the dark modules, shifted by the quiet zone: `M5 4h3v1h-3z…`.
    static func qrPath(_ matrix: QRMatrix, quietZone: Int) -> String {
        var path = ""
        for run in matrix.darkRuns {
            path += "M\(run.column + quietZone) \(run.row + quietZone)h\(run.length)v1h-\(run.length)z"
        }
        return path
    }

    /// One path of the bars, one unit tall, shifted by the quiet zone.
    static func barcodePath(_ barcode: Code128, quietZone: Int) -> String {
        barcode.bars.map { "M\($0.start + quietZone) 0h\($0.width)v1h-\($0.width)z" }.joined()
    }

    /// A QR symbol with its quiet zone, drawn into a square at (x, y) of `side` user units.
    static func qr(_ matrix: QRMatrix, quietZone: Int, x: Double, y: Double, side: Double) -> String {
        let modules = matrix.size + 2 * quietZone
        return "<svg x=\"\(mm(x))\" y=\"\(mm(y))\" width=\"\(mm(side))\" height=\"\(mm(side))\" viewBox=\"0 0 \(modules) \(modules)\""
            + " shape-rendering=\"crispEdges\"><path fill=\"#000\" d=\"\(qrPath(matrix, quietZone: quietZone))\"/></svg>"
    }

    /// A Code 128 symbol with its quiet zones, stretched into a box.
    static func barcode(_ barcode: Code128, x: Double, y: Double, width: Double, height: Double) -> String {
        let modules = barcode.moduleCount + 2 * Code128.quietZone
        return "<svg x=\"\(mm(x))\" y=\"\(mm(y))\" width=\"\(mm(width))\" height=\"\(mm(height))\" viewBox=\"0 0 \(modules) 1\""
            + " preserveAspectRatio=\"none\" shape-rendering=\"crispEdges\">"
            + "<path fill=\"#000\" d=\"\(barcodePath(barcode, quietZone: Code128.quietZone))\"/></svg>"
    }

    /// A line of text; the text is escaped here.
    static func text(_ text: String, x: Double, baseline: Double, size: Double, bold: Bool = false) -> String {
        "<text x=\"\(mm(x))\" y=\"\(mm(baseline))\" font-size=\"\(mm(size))\"\(bold ? " font-weight=\"bold\"" : "")>"
            + Markup.escaped(text) + "</text>"
    }

    static func mm(_ value: Double) -> String { Millimetres.text(value) }
}
