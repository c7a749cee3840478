import Foundation

/// Turns uploaded or captured image bytes (PNG or JPEG) into an 8-bit gray image, refusing
/// anything that is not an image, a format it cannot read, or a picture over the size limits.
public struct ImageDecoder: Sendable {
    /// The most pixels accepted (width × height). The default, 50 MP, admits every phone photo
    /// and stops decompression bombs: a tiny PNG can claim 100,000 × 100,000 pixels.
    public var maximumPixels: Int
    /// The most bytes accepted.
    public var maximumBytes: Int

    /// Creates a decoder with limits.
    public init(maximumPixels: Int = 50_000_000, maximumBytes: Int = 40 * 1_048_576) {
        self.maximumPixels = maximumPixels
        self.maximumBytes = maximumBytes
    }

    /// Decodes image bytes: an HTTP upload body, a camera frame, a file's contents.
    public func decode(_ bytes: some ContiguousBytes) throws(ScanError) -> GrayImage {
        let result: Result<GrayImage, ScanError> = bytes.withUnsafeBytes { raw in
            Result { () throws(ScanError) -> GrayImage in try decode(raw) }
        }
        return try result.get()
    }

    /// Reads and decodes an image file.
    public func decode(contentsOf url: URL) throws(ScanError) -> GrayImage {
        let data: Data
        do {
            data = try Data(contentsOf: url, options: .mappedIfSafe)
        } catch {
            throw .unreadableFile(url.path)
        }
        return try decode(data)
    }

    private func decode(_ raw: UnsafeRawBufferPointer) throws(ScanError) -> GrayImage {
        guard !raw.isEmpty else { throw .emptyImage }
        guard raw.count <= maximumBytes else { throw .fileTooLarge(bytes: raw.count, maximumBytes: maximumBytes) }
        guard let format = ImageFormat(sniffing: raw) else { throw .notAnImage }
        switch format {
        case .png: return try PNGReader.read(raw, maximumPixels: maximumPixels)
        case .jpeg: return try JPEGReader.read(raw, maximumPixels: maximumPixels)
        default: throw .unsupportedFormat(format)
        }
    }
}
