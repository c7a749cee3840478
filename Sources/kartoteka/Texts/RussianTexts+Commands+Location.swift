import KartotekaCore

extension RussianTexts: LocationCommandTexts {
    var locationAddSummary: String { "добавить адрес библиотеки" }
    func locationAdded(_ location: String) -> String { "Добавлено: \(location)" }
    var locationDeleteSummary: String { "удалить адрес библиотеки" }
    func locationDeleted(_ id: LocationID) -> String { "Адрес №\(id) удалён." }
    var locationEditSummary: String { "изменить адрес библиотеки" }
    func locationSaved(_ location: String) -> String { "Сохранено: \(location)" }
    var streetAddressHelp: String { "адрес" }
    var countryHelp: String { "страна" }
    var emojiHelp: String { "значок (обычно флаг)" }
    var hoursHelp: String { "часы работы" }
    var locationIDHelp: String { "номер адреса" }
    var locationListSummary: String { "адреса библиотек (с --country — по началу названия страны)" }
    var countryPrefixHelp: String { "начало названия страны" }
    var noLocations: String { "Адресов нет." }
}
