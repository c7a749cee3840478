import KartotekaCore

/// The help of the options that fill a title's, a copy's and a reader's fields.
protocol DraftOptionTexts: Sendable {
    var isbnHelp: String { get }
    var authorSurnameHelp: String { get }
    var authorInitialsHelp: String { get }
    var authorGivenNamesHelp: String { get }
    var otherAuthorsHelp: String { get }
    var titleHelp: String { get }
    var subtitleHelp: String { get }
    var publisherHelp: String { get }
    var cityOfPublicationHelp: String { get }
    var yearHelp: String { get }
    var pagesHelp: String { get }
    var priceHelp: String { get }
    var bbkHelp: String { get }
    var udcHelp: String { get }
    var authorSignHelp: String { get }
    var languageHelp: String { get }
    var annotationHelp: String { get }
    var keywordsHelp: String { get }
    var storagePlaceCodeHelp: String { get }
    var copyPriceHelp: String { get }
    var receivedHelp: String { get }
    var barcodeHelp: String { get }
    var surnameHelp: String { get }
    var firstNameHelp: String { get }
    var patronymicHelp: String { get }
    var birthHelp: String { get }
    var genderHelp: String { get }
    var categoryHelp: String { get }
    var postcodeHelp: String { get }
    var streetHelp: String { get }
    var houseHelp: String { get }
    var flatHelp: String { get }
    var phoneHelp: String { get }
    var emailHelp: String { get }
    var workplaceHelp: String { get }
    var registeredHelp: String { get }
}
