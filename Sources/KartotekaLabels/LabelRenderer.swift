/// Draws one label as an inline SVG element sized in millimetres (the view box counts millimetres).
struct LabelRenderer: Sendable {
    let width: Double
    let height: Double
    let showsOutline: Bool

    /// The label's `<svg>`, placed at (x, y) millimetres inside its page's `<svg>` (whose user
    /// units are millimetres): positions are SVG attributes, not styles, so the sheet needs no
    /// inline style. Throws when the QR text cannot be encoded; a barcode that cannot be encoded
    /// or does not fit is left out.
    func svg(for face: LabelFace, x: Double, y: Double) throws(LabelError) -> String {
        if !face.centred.isEmpty { return centred(face.centred, x: x, y: y) }
        let matrix = try QRMatrix(encoding: face.qrText)
        let barcode = face.barcodeText.flatMap { try? Code128(encoding: $0) }
        let geometry = LabelGeometry(width: width, height: height, face: face, barcode: barcode)
        var svg = opening(x: x, y: y)
        svg += SVGShapes.qr(matrix, quietZone: LabelGeometry.qrQuietZone, x: geometry.qr.x, y: geometry.qr.y, side: geometry.qr.width)
        svg += SVGShapes.text(geometry.headline.text, x: geometry.columnX, baseline: geometry.headline.baseline,
                              size: geometry.headlineSize, bold: true)
        if let box = geometry.barcode, let barcode {
            svg += SVGShapes.barcode(barcode, x: box.x, y: box.y, width: box.width, height: box.height)
        }
        for line in geometry.caption {
            svg += SVGShapes.text(line.text, x: geometry.columnX, baseline: line.baseline, size: geometry.captionSize)
        }
        return svg + "</svg>"
    }

    /// A label of centred lines (a spine label): all but the last in bold, each as large as its
    /// share of the height and the width allow, the last one smaller.
    func centred(_ lines: [String], x: Double, y: Double) -> String {
        let mm = SVGShapes.mm
        var svg = opening(x: x, y: y)
        let big = lines.dropLast()
        let band = height / (Double(big.count) + 0.6)
        var baseline = 0.0
        for (index, line) in lines.enumerated() {
            let last = index == lines.count - 1
            let share = last ? band * 0.6 : band
            // About 0.62 of the size a character's width in a sans face; keep 1.5 mm each side.
            let size = min(share * 0.72, (width - 3) / (Double(max(line.count, 1)) * 0.62))
            baseline += share
            svg += "<text x=\"\(mm(width / 2))\" y=\"\(mm(baseline - share * 0.22))\" font-size=\"\(mm(size))\" text-anchor=\"middle\""
                + (last ? "" : " font-weight=\"bold\"") + ">" + Markup.escaped(line) + "</text>"
        }
        return svg + "</svg>"
    }

    /// The label's opening tag and its outline when asked for.
    private func opening(x: Double, y: Double) -> String {
        let mm = SVGShapes.mm
        var svg = "<svg class=\"label\" x=\"\(mm(x))\" y=\"\(mm(y))\" width=\"\(mm(width))\" height=\"\(mm(height))\""
            + " viewBox=\"0 0 \(mm(width)) \(mm(height))\" overflow=\"hidden\""
            + " font-family=\"DejaVu Sans, Arial, Helvetica, sans-serif\" fill=\"#000\">"
        if showsOutline {
            svg += "<rect x=\"0.1\" y=\"0.1\" width=\"\(mm(width - 0.2))\" height=\"\(mm(height - 0.2))\" rx=\"1\""
                + " fill=\"none\" stroke=\"#bbb\" stroke-width=\"0.2\" stroke-dasharray=\"1 1\"/>"
        }
        return svg
    }
}
