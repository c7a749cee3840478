import KartotekaCore

/// The texts of scanning: why a picture could not be read.
protocol ScanTexts: Sendable {
    var emptyImage: String { get }
    func imageFileUnreadable(_ path: String) -> String
    var notAnImage: String { get }
    func unsupportedFormat(_ format: ImageFormat) -> String
    func imageTooLarge(width: Int, height: Int, maximumPixels: Int) -> String
    func imageFileTooLarge(megabytes: Int, maximumMegabytes: Int) -> String
    func imageDamaged(_ format: ImageFormat) -> String
    var noCodeFound: String { get }
    var scannerFailed: String { get }
}

extension Bilingual {
    /// A text of scanning in both languages: `text` reads it from each language's catalogue.
    init(_ text: (any ScanTexts) -> String) {
        self.init(text, russian: RussianTexts(), english: EnglishTexts())
    }
}
