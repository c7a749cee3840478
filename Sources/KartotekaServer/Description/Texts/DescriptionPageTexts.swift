/// The texts of descriptions, catalogue cards and the new-arrivals bulletin.
protocol DescriptionPageTexts: Sendable {
    var catalogueCard: String { get }
    var catalogueCards: String { get }
    var chooseTitlesForCards: String { get }
}
