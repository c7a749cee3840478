import KartotekaCore

extension RussianTexts: ExchangeCommandTexts {
    var encodingHelp: String { "кодировка файла (по умолчанию из настроек, обычно cp1251)" }
    var encodingChoices: String { "cp1251 или utf-8." }
    var errorLabel: String { "Ошибка" }
    var warningLabel: String { "Предупреждение" }
    func andMore(_ count: Int) -> String { "… и ещё \(count)" }
    var exportIRBISSummary: String { "выгрузка для ИРБИС64 в текстовом формате обмена" }
    var exportISOSummary: String { "выгрузка для ИРБИС64 в ISO 2709" }
    var exportInventoryHelp: String { "книга этого экземпляра" }
    var exportIDHelp: String { "книга с этим номером" }
    var exportTicketHelp: String { "читатель с этим билетом (с книгами на руках, поле 40)" }
    var exportAllHelp: String { "весь каталог (с --readers — все читатели)" }
    var exportSinceHelp: String { "книги (с --readers — читатели), изменённые с этого дня" }
    var exportReadersHelp: String { "выгрузить читателей (база RDR), а не каталог" }
    var exportOutputHelp: String { "записать в файл (-o FILE; по умолчанию — стандартный вывод)" }
    var exportDetails: String {
        "Укажите одно: --inventory, --id, --ticket, --all или --since.\nПример: kartoteka export irbis --inventory 12345 -o book.txt\nПо почте: kartoteka export irbis --all --mail-to irbis@library.ru --smtp-url smtp://mail.library.ru:587 --smtp-user desk --smtp-password-file ~/.smtp\nЧерез сервер (--server) письмо отправляет сервер с почтовым сервером из настроек библиотеки; параметры --smtp-* не нужны."
    }
    func recordsWritten(_ count: Int, to path: String) -> String { "Записано записей: \(count) → \(path)" }
    func recordsLeftOutOnServer(_ count: Int) -> String {
        "Не вошли в файл — записей: \(count). Какие и почему, скажет та же выгрузка на странице «Экспорт» сервера."
    }
    var importIRBISSummary: String { "загрузить файл ИРБИС в текстовом формате обмена" }
    var importISOSummary: String { "загрузить файл ISO 2709 (ИРБИС или RUSMARC)" }
    var recordFormatHelp: String { "разметка записей: теги ИРБИС или RUSMARC" }
    var recordFormatChoices: String { "irbis или rusmarc." }
    var dryRunHelp: String { "только показать, что изменится; ничего не сохранять" }
    var duplicatesHelp: String { "что делать с уже имеющимися (по ISBN, инв. номеру, билету); по умолчанию skip" }
    var duplicatesChoices: String { "skip, update или add-copy." }
    func processedOf(_ done: Int, total: Int) -> String { "Обработано \(done) из \(total)…" }
    func processedRecords(_ count: Int, percentRead: Int) -> String { "Обработано записей: \(count) (прочитано \(percentRead)% файла)…" }
    func recordProblem(_ number: Int, _ message: String) -> String { "Запись \(number): \(message)" }
    var mailToHelp: String { "отправить выгрузку письмом на этот адрес" }
    var smtpURLHelp: String { "почтовый сервер: smtp://host:587 или smtps://host:465 (по умолчанию из настроек)" }
    var smtpPasswordFileHelp: String { "файл с паролем (первая строка; читать может только владелец)" }
    var startTLSHelp: String { "требовать шифрование STARTTLS для smtp://" }
    func exportSavedTo(_ fileName: String) -> String { "Выгрузка сохранена в файл \(fileName)." }
    func exportMailed(_ fileName: String, to recipient: String) -> String { "Письмо с файлом \(fileName) отправлено на \(recipient)." }
}
