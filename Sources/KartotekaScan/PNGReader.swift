import CPNG

/// Reads PNG bytes into gray with libpng's simplified API (any bit depth, palette, colour or
/// alpha; transparency is laid on white, as a label or screenshot would be seen).
enum PNGReader {
    static func read(_ bytes: UnsafeRawBufferPointer, maximumPixels: Int) throws(ScanError) -> GrayImage {
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        guard png_image_begin_read_from_memory(&image, bytes.baseAddress, bytes.count) != 0 else {
            throw .damagedImage(.png, detail: message(of: &image))
        }
        let width = Int(image.width)
        let height = Int(image.height)
        guard width > 0, height > 0, width * height <= maximumPixels else {
            png_image_free(&image)
            throw .imageTooLarge(width: width, height: height, maximumPixels: maximumPixels)
        }
        image.format = png_uint_32(PNG_FORMAT_GRAY)
        var white = png_color(red: 255, green: 255, blue: 255)
        var pixels = [UInt8](repeating: 255, count: width * height)
        let finished = pixels.withUnsafeMutableBytes { buffer in
            png_image_finish_read(&image, &white, buffer.baseAddress, png_int_32(width), nil)
        }
        guard finished != 0 else {
            let detail = message(of: &image)
            png_image_free(&image)
            throw .damagedImage(.png, detail: detail)
        }
        return GrayImage(width: width, height: height, pixels: pixels)
    }

    private static func message(of image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
