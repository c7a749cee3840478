import KartotekaCore

extension EnglishTexts: DraftOptionTexts {
    var isbnHelp: String { "ISBN (10 or 13 digits, hyphens allowed)" }
    var authorSurnameHelp: String { "author's surname" }
    var authorInitialsHelp: String { "author's initials: M. Y." }
    var authorGivenNamesHelp: String { "author's full given names" }
    var otherAuthorsHelp: String { "other authors separated by ;" }
    var titleHelp: String { "title" }
    var subtitleHelp: String { "subtitle" }
    var publisherHelp: String { "publisher" }
    var cityOfPublicationHelp: String { "city of publication" }
    var yearHelp: String { "year of publication" }
    var pagesHelp: String { "number of pages" }
    var priceHelp: String { "price: 254 or 254.50" }
    var bbkHelp: String { "BBK index" }
    var udcHelp: String { "UDC index" }
    var authorSignHelp: String { "author sign (computed from the Havkina table when omitted)" }
    var languageHelp: String { "language of the text: rus, eng…" }
    var annotationHelp: String { "annotation" }
    var keywordsHelp: String { "keywords separated by commas" }
    var storagePlaceCodeHelp: String { "storage place code (default from settings)" }
    var copyPriceHelp: String { "price of this copy" }
    var receivedHelp: String { "date received" }
    var barcodeHelp: String { "copy barcode" }
    var surnameHelp: String { "surname" }
    var firstNameHelp: String { "first name" }
    var patronymicHelp: String { "patronymic" }
    var birthHelp: String { "birth date or year" }
    var genderHelp: String { "gender: female or male" }
    var categoryHelp: String { "reader category" }
    var postcodeHelp: String { "postcode" }
    var streetHelp: String { "street" }
    var houseHelp: String { "house" }
    var flatHelp: String { "flat" }
    var phoneHelp: String { "phone (optional; another reader may have it too, which is then said)" }
    var emailHelp: String { "e-mail" }
    var workplaceHelp: String { "place of work or study" }
    var registeredHelp: String { "registration date (default today)" }
}
