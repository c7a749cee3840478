import KartotekaCore

extension RussianTexts: MailTexts {
    func invalidMailServerURL(_ url: String) -> String {
        "Адрес почтового сервера «\(url)» должен начинаться с smtp:// или smtps://, например smtp://mail.example.ru:587."
    }
    func invalidMailAddress(_ address: String) -> String { "Адрес почты «\(address)» неверен." }
    func mailServerRefusedConnection(_ server: String) -> String {
        "Почтовый сервер \(server) не отвечает (соединение отклонено). Проверьте адрес и порт или что сервер запущен. Файл выгрузки сохранён — его можно скачать."
    }
    func mailServerNotFound(_ server: String) -> String { "Почтовый сервер \(server) не найден. Проверьте имя сервера." }
    var mailServerTimedOut: String { "Почтовый сервер не ответил вовремя. Повторите позже; файл выгрузки можно скачать." }
    var mailLoginRejected: String { "Почтовый сервер не принял имя пользователя или пароль. Проверьте их в настройках." }
    func mailRecipientRefused(_ address: String) -> String {
        "Почтовый сервер отказался доставить письмо на адрес \(address). Проверьте адрес получателя."
    }
    func mailTLSFailed(_ detail: String) -> String { "Не удалось установить защищённое соединение с почтовым сервером (\(detail))." }
    func mailNotSent(_ detail: String) -> String { "Письмо не отправлено: \(detail)." }
    var irbisExportSubject: String { "Файл для импорта." }
    var irbisExportBody: String { "В приложении файл для импорта в ИРБИС." }
}
