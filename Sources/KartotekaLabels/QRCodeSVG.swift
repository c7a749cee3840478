/// A QR code as a standalone SVG document, for the API and for screens.
public enum QRCodeSVG {
    /// How large the image is drawn.
    public enum Size: Sendable, Hashable {
        /// Printed size of the whole image (quiet zone included), in millimetres.
        case millimetres(Double)
        /// Screen pixels per module.
        case pixelsPerModule(Int)
    }

    /// The SVG document (UTF-8 text) of a QR code for some text.
    public static func document(
        for text: String, size: Size = .pixelsPerModule(4), quietZone: Int = 4,
        correction: QRMatrix.ErrorCorrection = .medium, title: String? = nil
    ) throws(LabelError) -> String {
        document(for: try QRMatrix(encoding: text, correction: correction), size: size, quietZone: quietZone, title: title)
    }

    /// The SVG document of an encoded QR matrix. The quiet zone should be 4 modules (the
    /// standard) unless the surroundings are known to be white.
    public static func document(for matrix: QRMatrix, size: Size = .pixelsPerModule(4), quietZone: Int = 4,
                                title: String? = nil) -> String {
        let quiet = max(quietZone, 0)
        let modules = matrix.size + 2 * quiet
        let dimension = switch size {
        case .millimetres(let millimetres): SVGShapes.mm(millimetres) + "mm"
        case .pixelsPerModule(let pixels): String(modules * max(pixels, 1))
        }
        var svg = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<svg xmlns=\"\(SVGShapes.namespace)\" version=\"1.1\" width=\"\(dimension)\" height=\"\(dimension)\""
            + " viewBox=\"0 0 \(modules) \(modules)\" shape-rendering=\"crispEdges\">"
        if let title, !title.isEmpty { svg += "<title>\(Markup.escaped(title))</title>" }
        svg += "<rect width=\"\(modules)\" height=\"\(modules)\" fill=\"#fff\"/>"
        svg += "<path fill=\"#000\" d=\"\(SVGShapes.qrPath(matrix, quietZone: quiet))\"/></svg>\n"
        return svg
    }
}
