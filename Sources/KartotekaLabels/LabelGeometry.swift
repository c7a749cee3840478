/// Where everything on one label goes, in millimetres from the label's top left corner:
/// the QR code on the left at full height, the number in large type top right, the barcode
/// under it, and the caption at the bottom right.
struct LabelGeometry: Sendable {
    struct Box: Sendable, Equatable {
        var x: Double
        var y: Double
        var width: Double
        var height: Double
    }

    struct Line: Sendable, Equatable {
        var text: String
        var baseline: Double
    }

    /// Modules of white kept round the QR symbol inside its box (the label's own margin adds more).
    static let qrQuietZone = 2
    /// Narrowest printable bar module; below it the barcode is left out.
    static let minimumBarModule = 0.19
    /// Widest bar module worth using.
    static let maximumBarModule = 0.5
    /// Shortest barcode worth printing; a caption line is dropped before the barcode gets shorter.
    static let minimumBarHeight = 5.0
    /// Average glyph advance as a fraction of the font size, for fitting text: bold digits
    /// (DejaVu Sans Bold, the widest likely font, 0.70) and mixed Cyrillic or Latin text.
    static let headlineGlyphWidth = 0.72
    static let glyphWidth = 0.6

    let width: Double
    let height: Double
    let qr: Box
    let headline: Line
    let headlineSize: Double
    let barcode: Box?
    let caption: [Line]
    let captionSize: Double
    let columnX: Double

    init(width: Double, height: Double, face: LabelFace, barcode: Code128?) {
        self.width = width
        self.height = height
        let pad = min(max(min(width, height) * 0.06, 1.2), 3)
        let side = min(height - 2 * pad, width * 0.5)
        qr = Box(x: pad, y: (height - side) / 2, width: side, height: side)
        columnX = pad + side + pad * 0.8
        let columnWidth = max(width - columnX - pad, 1)

        let characters = Double(max(face.headline.count, 1))
        headlineSize = min(height * 0.2, columnWidth / (characters * Self.headlineGlyphWidth), 8)
        headline = Line(text: face.headline, baseline: qr.y + headlineSize * 0.8)

        captionSize = min(max(height * 0.09, 2), 3.4)
        let lineHeight = captionSize * 1.15
        let lastBaseline = qr.y + side - captionSize * 0.25
        let barTop = headline.baseline + pad * 0.7
        let modules = Double((barcode?.moduleCount ?? 0) + 2 * Code128.quietZone)
        let module = min(columnWidth / modules, Self.maximumBarModule)
        let barsFit = barcode != nil && module >= Self.minimumBarModule
        // As many caption lines as leave the barcode its minimum height (four without a barcode).
        var lines: [String] = []
        var barHeight = 0.0
        for maximumLines in (1...(barsFit ? 3 : 4)).reversed() {
            lines = Self.wrap(face.caption, width: columnWidth, size: captionSize, maximumLines: maximumLines)
            let captionTop = lastBaseline - Double(max(lines.count, 1) - 1) * lineHeight - captionSize * 0.9
            barHeight = min(captionTop - pad * 0.5 - barTop, height * 0.3)
            if !barsFit || barHeight >= Self.minimumBarHeight { break }
        }
        caption = lines.enumerated().map { index, text in
            Line(text: text, baseline: lastBaseline - Double(lines.count - 1 - index) * lineHeight)
        }
        self.barcode = barsFit && barHeight >= Self.minimumBarHeight
            ? Box(x: columnX, y: barTop, width: module * modules, height: barHeight) : nil
    }

    /// Words to at most `maximumLines` lines that fit `width`; the last line shortened with `…`.
    static func wrap(_ paragraphs: [String], width: Double, size: Double, maximumLines: Int) -> [String] {
        let perLine = max(Int(width / (size * glyphWidth)), 1)
        var lines: [String] = []
        for paragraph in paragraphs {
            var current = ""
            for word in paragraph.split(separator: " ") {
                let candidate = current.isEmpty ? String(word) : current + " " + word
                if candidate.count <= perLine || current.isEmpty {
                    current = candidate
                } else {
                    lines.append(current)
                    current = String(word)
                }
            }
            if !current.isEmpty { lines.append(current) }
        }
        var fitted = lines.prefix(maximumLines).map { line in
            line.count <= perLine ? line : String(line.prefix(max(perLine - 1, 0))) + "…"
        }
        if lines.count > maximumLines, var last = fitted.popLast() {
            if last.count >= perLine { last = String(last.prefix(max(perLine - 1, 0))) }
            fitted.append(last + "…")
        }
        return fitted
    }
}
