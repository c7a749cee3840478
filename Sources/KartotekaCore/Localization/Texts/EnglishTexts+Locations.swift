extension EnglishTexts: LocationTexts {
    var streetAddressMissing: String { "Enter the street address." }
    var cityMissing: String { "Enter the city." }
    var countryMissing: String { "Enter the country." }
    func locationNotFound(_ id: LocationID) -> String { "Library location #\(id) was not found." }
    func locationShowsBranch(_ id: LocationID, _ code: BranchCode) -> String {
        "Library location #\(id) shows the branch \(code) and follows it: change it, or stop showing it, on the Branches page "
            + "(kartoteka branch publish|unpublish --code \(code))."
    }
}
