import KartotekaCore
import KartotekaWire

extension EnglishTexts: LocationPageTexts {
    var streetAddress: String { "Street address" }
    var country: String { "Country" }
    var emoji: String { "Emoji" }
    var openingHours: String { "Hours" }
    var deleteLocationQuestion: String { "Delete this location?" }
    var libraryLocations: String { "Library locations" }
    var backToCountrySearch: String { "← Search by country" }
    var newLocation: String { "New location" }
    var add: String { "Add" }
    var allLocations: String { "All locations" }
    var pressLocationToChange: String { "Press a location to change or delete it." }
    var noLibrariesInCountry: String { "No libraries in such a country." }
    var manageLocations: String { "Manage locations" }
    var branchesAreShownFrom: String { "A branch is shown among them from the page" }
    func showsBranch(_ code: BranchCode) -> String { "Shows the branch \(code) and follows it; change it on the page" }
    var countryPlaceholder: String { "Country, e.g. Ame" }
}
