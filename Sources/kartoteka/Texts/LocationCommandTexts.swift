import KartotekaCore

/// The texts of the library location commands.
protocol LocationCommandTexts: Sendable {
    var locationAddSummary: String { get }
    func locationAdded(_ location: String) -> String
    var locationDeleteSummary: String { get }
    func locationDeleted(_ id: LocationID) -> String
    var locationEditSummary: String { get }
    func locationSaved(_ location: String) -> String
    var streetAddressHelp: String { get }
    var countryHelp: String { get }
    var emojiHelp: String { get }
    var hoursHelp: String { get }
    var locationIDHelp: String { get }
    var locationListSummary: String { get }
    var countryPrefixHelp: String { get }
    var noLocations: String { get }
}
