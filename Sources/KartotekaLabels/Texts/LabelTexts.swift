import KartotekaCore

/// The texts of labels: why a QR code, a barcode or a sheet layout cannot be made.
protocol LabelTexts: Sendable {
    var nothingToEncode: String { get }
    var textHasNUL: String { get }
    func textTooLongForQR(bytes: Int) -> String
    func characterNotInCode128(_ character: Character) -> String
    var emptyLayout: String { get }
    func labelsTooWide(byMillimetres overrun: Double) -> String
    func labelsTooTall(byMillimetres overrun: Double) -> String
    var firstLabelOffSheet: String { get }
    var qrEncodingFailed: String { get }
    var labelSheetTitle: String { get }
    var printSheetHint: String { get }
    func labelStock(columns: Int, rows: Int, width: Double, height: Double) -> String
}

extension Bilingual {
    /// A text of labels in both languages: `text` reads it from each language's catalogue.
    init(_ text: (any LabelTexts) -> String) {
        self.init(text, russian: RussianTexts(), english: EnglishTexts())
    }
}
