extension RussianTexts: LocationTexts {
    var streetAddressMissing: String { "Укажите адрес." }
    var cityMissing: String { "Укажите город." }
    var countryMissing: String { "Укажите страну." }
    func locationNotFound(_ id: LocationID) -> String { "Адрес библиотеки №\(id) не найден." }
}
