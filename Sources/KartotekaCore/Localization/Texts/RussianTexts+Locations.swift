extension RussianTexts: LocationTexts {
    var streetAddressMissing: String { "Укажите адрес." }
    var cityMissing: String { "Укажите город." }
    var countryMissing: String { "Укажите страну." }
    func locationNotFound(_ id: LocationID) -> String { "Адрес библиотеки №\(id) не найден." }
    func locationShowsBranch(_ id: LocationID, _ code: BranchCode) -> String {
        "Адрес библиотеки №\(id) показывает филиал \(code) и следует за ним: изменить его или убрать из списка можно "
            + "на странице «Филиалы» (kartoteka branch publish|unpublish --code \(code))."
    }
}
