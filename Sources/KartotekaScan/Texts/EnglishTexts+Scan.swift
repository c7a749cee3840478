import KartotekaCore

extension EnglishTexts: ScanTexts {
    var emptyImage: String { "No image arrived: the file is empty." }
    func imageFileUnreadable(_ path: String) -> String { "Cannot read the image file “\(path)”." }
    var notAnImage: String { "This is not an image. Send a photo or screenshot as JPEG or PNG." }
    func unsupportedFormat(_ format: ImageFormat) -> String {
        "\(format.rawValue) images are not supported. Save the picture as JPEG or PNG"
            + (format == .heic ? " (iPhone camera settings: “Most Compatible”)." : ".")
    }
    func imageTooLarge(width: Int, height: Int, maximumPixels: Int) -> String {
        "The image is too large: \(width)×\(height) pixels, at most \(ScanError.megapixels(maximumPixels, separator: ".")) MP allowed. Make it smaller."
    }
    func imageFileTooLarge(megabytes: Int, maximumMegabytes: Int) -> String {
        "The file is too large: \(megabytes) MB, at most \(maximumMegabytes) MB allowed."
    }
    func imageDamaged(_ format: ImageFormat) -> String {
        "The \(format.rawValue) file is damaged or cut short and cannot be read. Take the picture again."
    }
    var noCodeFound: String { "No barcode or QR code was found in the image. Take it closer, straighter and in good light." }
    var scannerFailed: String { "The barcode scanner could not process the image. Try again." }
}
