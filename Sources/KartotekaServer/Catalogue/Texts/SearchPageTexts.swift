import KartotekaCore
import KartotekaWire

/// The texts the pages show about a search: a nearer spelling, and what an identifier found.
protocol SearchPageTexts: Sendable {
    /// Before a suggested spelling that is a link: "Did you mean:".
    var didYouMean: String { get }
    /// Before the suggestion whose titles are shown, the text as typed having found none.
    func nothingFoundFor(_ typed: String) -> String
    /// What an identifier typed into the search box found.
    func foundByIdentifier(_ kind: IdentifierMatch.Kind, _ text: String) -> String
}
