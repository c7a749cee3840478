import KartotekaScan
@testable import KartotekaLabels

/// Paints codes into gray images the way a printer would at a given resolution, for ZBar to read.
struct Raster {
    let dotsPerMillimetre: Double
    private(set) var pixels: [UInt8]
    let width: Int
    let height: Int

    /// A white canvas of a size in millimetres at a resolution in dots per inch.
    init(widthMM: Double, heightMM: Double, dpi: Double) {
        dotsPerMillimetre = dpi / 25.4
        width = Int((widthMM * dotsPerMillimetre).rounded(.up))
        height = Int((heightMM * dotsPerMillimetre).rounded(.up))
        pixels = Array(repeating: 255, count: width * height)
    }

    var image: GrayImage { GrayImage(width: width, height: height, pixels: pixels) }

    /// Fills a rectangle given in millimetres; pixels whose centres fall inside turn black.
    mutating func fill(x: Double, y: Double, width w: Double, height h: Double) {
        let left = Int((x * dotsPerMillimetre).rounded())
        let right = Int(((x + w) * dotsPerMillimetre).rounded())
        let top = Int((y * dotsPerMillimetre).rounded())
        let bottom = Int(((y + h) * dotsPerMillimetre).rounded())
        for row in max(top, 0)..<min(bottom, height) {
            for column in max(left, 0)..<min(right, width) { pixels[row * width + column] = 0 }
        }
    }

    /// Draws a QR symbol with a quiet zone into a square box, as SVGShapes.qr lays it out.
    mutating func draw(_ matrix: QRMatrix, quietZone: Int, x: Double, y: Double, side: Double) {
        let module = side / Double(matrix.size + 2 * quietZone)
        for run in matrix.darkRuns {
            fill(x: x + Double(run.column + quietZone) * module, y: y + Double(run.row + quietZone) * module,
                 width: Double(run.length) * module, height: module)
        }
    }

    /// Draws a Code 128 symbol with its quiet zones into a box, as SVGShapes.barcode lays it out.
    mutating func draw(_ barcode: Code128, x: Double, y: Double, width w: Double, height h: Double) {
        let module = w / Double(barcode.moduleCount + 2 * Code128.quietZone)
        for bar in barcode.bars {
            fill(x: x + Double(bar.start + Code128.quietZone) * module, y: y, width: Double(bar.width) * module, height: h)
        }
    }
}
