import CJPEG

/// Reads JPEG bytes into gray with libjpeg; errors come back through the shim's setjmp guard
/// instead of ending the process.
enum JPEGReader {
    static func read(_ bytes: UnsafeRawBufferPointer, maximumPixels: Int) throws(ScanError) -> GrayImage {
        let data = bytes.bindMemory(to: UInt8.self)
        var message = [CChar](repeating: 0, count: 200)
        var width: UInt32 = 0
        var height: UInt32 = 0
        guard kartoteka_jpeg_read_size(data.baseAddress, UInt(data.count), &width, &height, &message, message.count) == 0 else {
            throw .damagedImage(.jpeg, detail: text(message))
        }
        guard width > 0, height > 0, Int(width) * Int(height) <= maximumPixels else {
            throw .imageTooLarge(width: Int(width), height: Int(height), maximumPixels: maximumPixels)
        }
        var pixels = [UInt8](repeating: 255, count: Int(width) * Int(height))
        var decodedWidth: UInt32 = 0
        var decodedHeight: UInt32 = 0
        let status = pixels.withUnsafeMutableBufferPointer { buffer in
            kartoteka_jpeg_decode_gray(data.baseAddress, UInt(data.count), 1, buffer.baseAddress, buffer.count,
                                       &decodedWidth, &decodedHeight, &message, message.count)
        }
        guard status == 0, decodedWidth == width, decodedHeight == height else {
            throw .damagedImage(.jpeg, detail: text(message))
        }
        return GrayImage(width: Int(width), height: Int(height), pixels: pixels)
    }

    private static func text(_ message: [CChar]) -> String {
        String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
