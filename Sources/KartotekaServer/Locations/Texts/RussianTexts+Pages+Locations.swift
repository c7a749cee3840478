import KartotekaCore
import KartotekaWire

extension RussianTexts: LocationPageTexts {
    var streetAddress: String { "Адрес" }
    var country: String { "Страна" }
    var emoji: String { "Значок" }
    var openingHours: String { "Часы работы" }
    var deleteLocationQuestion: String { "Удалить этот адрес?" }
    var libraryLocations: String { "Адреса библиотек" }
    var backToCountrySearch: String { "← Поиск по странам" }
    var newLocation: String { "Новый адрес" }
    var add: String { "Добавить" }
    var allLocations: String { "Все адреса" }
    var pressLocationToChange: String { "Нажмите на адрес, чтобы изменить или удалить его." }
    var noLibrariesInCountry: String { "Библиотек в такой стране нет." }
    var manageLocations: String { "Управление адресами" }
    var branchesAreShownFrom: String { "Филиал добавляют в адреса на странице" }
    func showsBranch(_ code: BranchCode) -> String { "Показывает филиал \(code) и меняется вместе с ним; изменить — на странице" }
    var countryPlaceholder: String { "Страна, например Ame" }
}
