import KartotekaCore

/// Print-ready label sheets: a self-contained HTML document (no scripts, fonts or images to
/// fetch) with one A4 page per sheet and every label an inline SVG at its exact size in
/// millimetres. `@page { size: A4; margin: 0 }` stops the browser adding margins; print at 100 %
/// ("Default" or "Actual size" scaling) and the labels land on the stock.
public struct LabelSheet: Sendable {
    /// The label stock.
    public var layout: LabelSheetLayout
    /// The labels, in printing order.
    public var labels: [Label]
    /// Positions already used on the first sheet (0 starts at the top left): a half-used sheet
    /// can go back into the printer.
    public var startPosition: Int
    /// The document title (shown in the browser tab and print dialog).
    public var title: String
    /// Draw a faint dashed outline round each label, for checking alignment on plain paper.
    public var showsOutlines: Bool
    /// The language of the sheet's words (its printing hint): the page's, Russian by default.
    public var language: Language

    /// The title a sheet has unless given one: «Этикетки», in Russian as the sheet is.
    public static var defaultTitle: String { RussianTexts().labelSheetTitle }

    /// Creates a sheet.
    public init(layout: LabelSheetLayout, labels: [Label], startPosition: Int = 0,
                title: String = LabelSheet.defaultTitle, showsOutlines: Bool = false, language: Language = .russian) {
        self.language = language
        self.layout = layout
        self.labels = labels
        self.startPosition = startPosition
        self.title = title
        self.showsOutlines = showsOutlines
    }

    /// The number of A4 pages the labels take.
    public var pageCount: Int {
        let used = clampedStart + labels.count
        return max(1, (used + layout.labelsPerPage - 1) / layout.labelsPerPage)
    }

    /// The HTML document. Throws when the layout does not fit A4 or a QR text is too long.
    public func html() throws(LabelError) -> String {
        try layout.validate()
        let renderer = LabelRenderer(width: layout.labelWidth, height: layout.labelHeight, showsOutline: showsOutlines)
        var pages: [[String]] = Array(repeating: [], count: pageCount)
        for (index, label) in labels.enumerated() {
            let slot = clampedStart + index
            let origin = layout.origin(ofLabelAt: slot % layout.labelsPerPage)
            pages[slot / layout.labelsPerPage].append(try renderer.svg(for: label.face, x: origin.x, y: origin.y))
        }
        let page = "<svg class=\"page\" xmlns=\"\(SVGShapes.namespace)\" width=\"\(SVGShapes.mm(LabelSheetLayout.pageWidth))mm\""
            + " height=\"\(SVGShapes.mm(LabelSheetLayout.pageHeight))mm\" viewBox=\"0 0 \(SVGShapes.mm(LabelSheetLayout.pageWidth)) \(SVGShapes.mm(LabelSheetLayout.pageHeight))\">"
        let body = pages.map { "<section class=\"sheet\">\n\(page)\n" + $0.joined(separator: "\n") + "\n</svg>\n</section>" }
        return Self.head(title: title, language: language) + body.joined(separator: "\n") + "\n</body>\n</html>\n"
    }

    private var clampedStart: Int { min(max(startPosition, 0), layout.labelsPerPage - 1) }

    /// The sheet's stylesheet: the one inline style of the document (a server can name it in a
    /// Content-Security-Policy by its hash).
    public static let stylesheet = """
        @page { size: A4; margin: 0; }
        html, body { margin: 0; padding: 0; }
        * { box-sizing: border-box; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
        .sheet { position: relative; width: 210mm; height: 297mm; overflow: hidden; background: #fff;
                 break-after: page; page-break-after: always; }
        .sheet:last-of-type { break-after: auto; page-break-after: auto; }
        .page { display: block; }
        .hint { font: 14px sans-serif; padding: 8px 12px; background: #fffbe6; border-bottom: 1px solid #e6d9a8; }
        @media screen {
          body { background: #9a9a9a; }
          .sheet { margin: 10mm auto; box-shadow: 0 1mm 4mm rgba(0, 0, 0, 0.4); }
        }
        @media print {
          .hint { display: none; }
          .sheet { margin: 0; box-shadow: none; }
        }
        """

    private static func head(title: String, language: Language) -> String {
        let hint = Bilingual { $0.printSheetHint }.text(in: language)
        return """
        <!DOCTYPE html>
        <html lang="\(language.rawValue)">
        <head>
        <meta charset="utf-8">
        <title>\(Markup.escaped(title))</title>
        <style>\(stylesheet)</style>
        </head>
        <body>
        <div class="hint">\(Markup.escaped(hint))</div>

        """
    }
}
