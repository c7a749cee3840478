import Foundation

extension ImageDecoder {
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
