import Foundation

/// Finds barcodes and QR codes in images.
public protocol BarcodeScanner: Sendable {
    /// Every code found in the image, or ``ScanError/noCodeFound``.
    func scan(_ image: GrayImage) throws(ScanError) -> [ScannedCode]
}

extension BarcodeScanner {
    /// Decodes image bytes (PNG or JPEG, as uploaded) and scans them.
    public func scan(imageData bytes: some ContiguousBytes, decoder: ImageDecoder = ImageDecoder()) throws(ScanError) -> [ScannedCode] {
        try scan(decoder.decode(bytes))
    }
}
