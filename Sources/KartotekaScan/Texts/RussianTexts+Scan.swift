import KartotekaCore

extension RussianTexts: ScanTexts {
    var emptyImage: String { "Изображение не получено: файл пуст." }
    func imageFileUnreadable(_ path: String) -> String { "Не удаётся прочитать файл изображения «\(path)»." }
    var notAnImage: String { "Это не изображение. Пришлите фотографию или снимок экрана в формате JPEG или PNG." }
    func unsupportedFormat(_ format: ImageFormat) -> String {
        "Формат \(format.rawValue) не поддерживается. Сохраните снимок как JPEG или PNG"
            + (format == .heic ? " (в настройках камеры iPhone: «Наиболее совместимый»)." : ".")
    }
    func imageTooLarge(width: Int, height: Int, maximumPixels: Int) -> String {
        "Изображение слишком большое: \(width)×\(height) точек, допустимо не больше \(ScanError.megapixels(maximumPixels, separator: ",")) Мп. Уменьшите снимок."
    }
    func imageFileTooLarge(megabytes: Int, maximumMegabytes: Int) -> String {
        "Файл слишком большой: \(megabytes) МБ, допустимо не больше \(maximumMegabytes) МБ."
    }
    func imageDamaged(_ format: ImageFormat) -> String {
        "Файл \(format.rawValue) повреждён или обрезан: его не удаётся прочитать. Сделайте снимок заново."
    }
    var noCodeFound: String { "На изображении не найден штрихкод или QR-код. Снимите код ближе, ровнее и при хорошем свете." }
    var scannerFailed: String { "Сканер штрихкодов не смог обработать изображение. Повторите попытку." }
}
