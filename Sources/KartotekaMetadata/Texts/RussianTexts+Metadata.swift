import KartotekaCore

extension RussianTexts: MetadataTexts {
    func bookNotFound(_ isbn: ISBN) -> String { "Книга с ISBN \(isbn.hyphenated) не найдена. Заполните карточку вручную." }
    func quotaExceeded(_ provider: String) -> String { "\(provider): исчерпан лимит запросов. Подождите или укажите в настройках свой ключ API." }
    func countryUnknown(_ provider: String) -> String {
        "\(provider) не определил страну запроса и отказал. Укажите в настройках страну (country=RU)."
    }
    func apiKeyRejected(_ provider: String) -> String { "\(provider) отклонил ключ API. Проверьте ключ в настройках или удалите его." }
    func providerUnreachable(_ provider: String) -> String { "Нет связи с \(provider). Проверьте подключение к интернету." }
    func providerTimedOut(_ provider: String, seconds: Int) -> String { "\(provider) не ответил за \(seconds) с. Попробуйте ещё раз позже." }
    func providerAnswerUnreadable(_ provider: String) -> String { "\(provider) прислал ответ, который не удаётся разобрать." }
    func providerFailed(_ provider: String, status: Int) -> String { "\(provider) ответил ошибкой (HTTP \(status)). Попробуйте ещё раз позже." }
    var noProviders: String { "Источники описаний книг не настроены." }
    func providerURLInvalid(_ provider: String) -> String { "Адрес сервиса \(provider) в настройках указан неверно." }
}
