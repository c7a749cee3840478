import KartotekaCore
import KartotekaWire

/// The texts of the library locations pages.
protocol LocationPageTexts: Sendable {
    var streetAddress: String { get }
    var country: String { get }
    var emoji: String { get }
    var openingHours: String { get }
    var deleteLocationQuestion: String { get }
    var libraryLocations: String { get }
    var backToCountrySearch: String { get }
    var newLocation: String { get }
    var add: String { get }
    var allLocations: String { get }
    var pressLocationToChange: String { get }
    var noLibrariesInCountry: String { get }
    var manageLocations: String { get }
    func showsBranch(_ code: BranchCode) -> String
    var branchesAreShownFrom: String { get }
    var countryPlaceholder: String { get }
}
