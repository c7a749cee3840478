extension EnglishTexts: LocationTexts {
    var streetAddressMissing: String { "Enter the street address." }
    var cityMissing: String { "Enter the city." }
    var countryMissing: String { "Enter the country." }
    func locationNotFound(_ id: LocationID) -> String { "Library location #\(id) was not found." }
}
