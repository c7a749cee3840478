/// The texts of the library's locations: missing fields, a location not found.
protocol LocationTexts: Sendable {
    var streetAddressMissing: String { get }
    var cityMissing: String { get }
    var countryMissing: String { get }
    func locationNotFound(_ id: LocationID) -> String
    func locationShowsBranch(_ id: LocationID, _ code: BranchCode) -> String
}
