import KartotekaCore
import KartotekaWire

extension RussianTexts: ExchangePageTexts {
    var mailNotSetUpYet: String { "Почта не настроена — отправка писем станет доступна после настройки в разделе «Настройки»." }
    var exchangeWithIRBIS: String { "Обмен с ИРБИС64" }
    var catalogueDatabase: String { "Каталог (база IBIS)" }
    var titlesChangedSince: String { "Книги, изменённые с" }
    var readersDatabase: String { "Читатели (база RDR)" }
    var readersChangedSince: String { "Читатели, изменённые с" }
    func fileEncodingNote(_ encoding: IRBISEncoding) -> String { "Кодировка файлов: \(encoding.name) (меняется в настройках)." }
    var loadFromIRBIS: String { "Загрузка из ИРБИС или RUSMARC" }
    var file: String { "Файл" }
    var exportFile: String { "Файл выгрузки" }
    var kindOfFile: String { "Вид файла" }
    var irbisTextFormat: String { "ИРБИС, текстовый формат (#тег: …)" }
    var irbisISO: String { "ИРБИС, ISO 2709" }
    var encoding: String { "Кодировка" }
    var detectEncoding: String { "определить сама (текст) / Windows-1251 (ISO)" }
    var whenRecordExists: String { "Если запись уже есть (по ISBN, инв. номеру, билету)" }
    var skipIt: String { "пропустить" }
    var updateIt: String { "обновить" }
    var addCopiesToExistingTitle: String { "добавить новые экземпляры к имеющейся книге" }
    var dryRunOption: String { "Пробный прогон: только показать, что изменится" }
    var load: String { "Загрузить" }
    var format: String { "Формат" }
    var textFormat: String { "текст" }
    var download: String { "Скачать" }
    var exportToIRBIS: String { "Экспорт в ИРБИС" }
    var downloadText: String { "Скачать (текст)" }
    var downloadISO: String { "Скачать (ISO 2709)" }
    var sendByEmailTo: String { "Отправить по почте на адрес" }
    var send: String { "Отправить" }
    var record: String { "Запись" }
    var thatWasADryRun: String { "Это был пробный прогон. Чтобы загрузить по-настоящему, выберите файл ещё раз и снимите флажок «Пробный прогон»." }
    var importHeading: String { "Загрузка" }
    var backToExchange: String { "← Экспорт и загрузка" }
    var loadingAFile: String { "Загрузка файла" }
    var notes: String { "Замечания" }
    var loadingTheFile: String { "Загружаю файл…" }
    var preparingTheExport: String { "Готовлю выгрузку…" }
    var preparingAndSending: String { "Готовлю и отправляю письмо…" }
    var makingABackup: String { "Делаю резервную копию…" }
    var records: String { "Записей" }
    func runningFor(seconds: Int) -> String { "Идёт \(seconds) с. Страница обновится сама; её можно закрыть — работа продолжится." }
    var referenceToQuote: String { "Номер для обращения" }
    var exportIsNotLost: String { "Выгрузка не потеряна:" }
    var downloadTheFile: String { "Скачать файл" }
    var toExchange: String { "К экспорту и загрузке" }
    var exportIsReady: String { "Выгрузка готова" }
    func exportFileSummary(_ fileName: String, records: Int) -> String { "Файл \(fileName), записей: \(records)." }
    func recordsLeftOut(_ count: Int) -> String { "Не вошли в файл — записей: \(count). Исправьте их и выгрузите снова" }
    var backToExport: String { "К экспорту" }
    var sent: String { "Отправлено" }
    var messageWasSent: String { "Письмо отправлено" }
    func exportSent(_ fileName: String, records: Int, to recipient: String) -> String {
        "Файл \(fileName) (записей: \(records)) отправлен на \(recipient)."
    }
    var downloadTheSameFile: String { "Скачать этот же файл" }
}
