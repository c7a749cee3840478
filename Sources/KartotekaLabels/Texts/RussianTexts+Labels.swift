import KartotekaCore

extension RussianTexts: LabelTexts {
    var nothingToEncode: String { "Нечего кодировать: текст пуст." }
    var textHasNUL: String { "Текст содержит нулевой символ, его нельзя поместить в QR-код." }
    func textTooLongForQR(bytes: Int) -> String {
        "Текст слишком длинный для QR-кода (\(bytes) \(plural(bytes, "байт", "байта", "байт"))). Сократите его."
    }
    func characterNotInCode128(_ character: Character) -> String {
        "Знак «\(character)» нельзя закодировать в штрихкоде Code 128: допустимы латинские буквы, цифры и знаки ASCII."
    }
    var emptyLayout: String { "В раскладке должно быть хотя бы по одной колонке и строке, а размеры этикеток — больше нуля." }
    func labelsTooWide(byMillimetres overrun: Double) -> String {
        "Этикетки не помещаются по ширине листа A4: выходят за край на \(Millimetres.text(overrun, decimalSeparator: ",")) мм."
    }
    func labelsTooTall(byMillimetres overrun: Double) -> String {
        "Этикетки не помещаются по высоте листа A4: выходят за край на \(Millimetres.text(overrun, decimalSeparator: ",")) мм."
    }
    var firstLabelOffSheet: String { "Поля и сдвиг выводят первую этикетку за край листа." }
    var qrEncodingFailed: String { "Не удалось построить QR-код. Повторите попытку." }
    var labelSheetTitle: String { "Этикетки" }
    var printSheetHint: String { "Печатайте на листах A4 в масштабе 100 % («По умолчанию» или «Фактический размер»), без полей." }
    func labelStock(columns: Int, rows: Int, width: Double, height: Double) -> String {
        "\(columns) × \(rows), \(Millimetres.text(width, decimalSeparator: ",")) × \(Millimetres.text(height, decimalSeparator: ",")) мм"
    }
}
