import KartotekaCore

extension EnglishTexts: LabelTexts {
    var nothingToEncode: String { "Nothing to encode: the text is empty." }
    var textHasNUL: String { "The text contains a NUL character, which cannot go into a QR code." }
    func textTooLongForQR(bytes: Int) -> String { "The text is too long for a QR code (\(bytes) bytes). Shorten it." }
    func characterNotInCode128(_ character: Character) -> String {
        "The character “\(character)” cannot go into a Code 128 barcode: only ASCII letters, digits and signs can."
    }
    var emptyLayout: String { "The layout needs at least one column and row, and label sizes above zero." }
    func labelsTooWide(byMillimetres overrun: Double) -> String {
        "The labels do not fit the width of an A4 sheet: \(Millimetres.text(overrun)) mm too wide."
    }
    func labelsTooTall(byMillimetres overrun: Double) -> String {
        "The labels do not fit the height of an A4 sheet: \(Millimetres.text(overrun)) mm too tall."
    }
    var firstLabelOffSheet: String { "The margins and offset put the first label off the sheet." }
    var qrEncodingFailed: String { "The QR code could not be made. Try again." }
    var labelSheetTitle: String { "Labels" }
    var printSheetHint: String { "Print on A4 at 100 % scale (\"Default\" or \"Actual size\"), no margins." }
    func labelStock(columns: Int, rows: Int, width: Double, height: Double) -> String {
        "\(columns) × \(rows), \(Millimetres.text(width)) × \(Millimetres.text(height)) mm"
    }
}
