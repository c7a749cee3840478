import KartotekaCore

extension EnglishTexts: DescriptionPageTexts {
    var catalogueCard: String { "Catalogue card" }
    var catalogueCards: String { "Catalogue cards" }
    var chooseTitlesForCards: String { "Choose the titles or the receipt to print cards for." }
}
