import KartotekaCore

extension EnglishTexts: LocationCommandTexts {
    var locationAddSummary: String { "add a library location" }
    func locationAdded(_ location: String) -> String { "Added: \(location)" }
    var locationDeleteSummary: String { "delete a library location" }
    func locationDeleted(_ id: LocationID) -> String { "Location #\(id) deleted." }
    var locationEditSummary: String { "change a library location" }
    func locationSaved(_ location: String) -> String { "Saved: \(location)" }
    var streetAddressHelp: String { "street address" }
    var countryHelp: String { "country" }
    var emojiHelp: String { "emoji (usually a flag)" }
    var hoursHelp: String { "opening hours" }
    var locationIDHelp: String { "location number" }
    var locationListSummary: String { "library locations (with --country: by the start of the country)" }
    var countryPrefixHelp: String { "start of the country name" }
    var noLocations: String { "No locations." }
}
