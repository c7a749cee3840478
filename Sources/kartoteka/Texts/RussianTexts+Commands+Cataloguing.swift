import KartotekaCore

extension RussianTexts: CataloguingCommandTexts {
    var copyLabelsSummary: String { "лист этикеток экземпляров (QR-карточка и инвентарный номер), HTML для печати" }
    var spineLabelsSummary: String { "лист корешковых этикеток (индекс ББК, авторский знак, инвентарный номер; лист 4 × 10), HTML для печати" }
    var labelLayoutHelp: String { "листы этикеток (по умолчанию 3x8, 70 × 37 мм)" }
    var labelLayoutChoices: String { "3x8, 3x7, 2x7 или 4x10." }
    var labelStartHelp: String { "сколько этикеток на первом листе уже использовано" }
    var labelOutputHelp: String { "записать в файл (-o FILE), иначе стандартный вывод" }
    func labelsWritten(_ count: Int, to path: String) -> String { "Этикеток: \(count) → \(path). Печатайте в масштабе 100 %." }
    var lookupSummary: String { "найти книгу по ISBN в Google Books и Open Library" }
    var lookupDetails: String {
        "Через сервер (--server) книгу ищет сервер; если она уже есть в его каталоге, называется её номер. Включённые каталоги других "
            + "библиотек (copycat target list) спрашиваются там, где велит settings set --copycat-lookup."
    }
    func isbnAlreadyCatalogued(_ isbn: ISBN, title id: Int64) -> String {
        "ISBN \(isbn.hyphenated) уже есть в каталоге: книга №\(id) (kartoteka book show --id \(id))."
    }
    func source(_ name: String) -> String { "Источник: \(name)" }
    var readerLabelsSummary: String { "лист этикеток читательских билетов, HTML для печати" }
    var scanSummary: String { "распознать штрихкоды и QR-коды на снимке (PNG, JPEG) и сказать, к чему они ведут" }
}
