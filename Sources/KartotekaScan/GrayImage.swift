/// An 8-bit grayscale image, one byte a pixel, rows top to bottom with no padding:
/// what ZBar reads (`Y800`) and what ``ImageDecoder`` produces.
public struct GrayImage: Sendable, Hashable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height` luminance values, 0 black to 255 white.
    public let pixels: [UInt8]

    /// Creates an image; `pixels` must hold exactly `width * height` values.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width > 0 && height > 0, "an image has at least one pixel")
        precondition(pixels.count == width * height, "pixels must hold width * height values")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// An image of one shade, for drawing tests and blank frames.
    public init(width: Int, height: Int, filledWith shade: UInt8) {
        self.init(width: width, height: height, pixels: [UInt8](repeating: shade, count: width * height))
    }

    /// The number of pixels.
    public var pixelCount: Int { width * height }

    /// The shade at a column and row.
    public subscript(x: Int, y: Int) -> UInt8 {
        pixels[y * width + x]
    }
}
