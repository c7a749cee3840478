import KartotekaCore
import KartotekaWire
import KartotekaWireMapping

/// The textbook fund's cards, for the `textbook` commands.
protocol TextbookDesk: Sendable {
    /// Opens or changes a card; what the edit leaves out stays as the card has it.
    func setTextbookCard(_ edit: TextbookCardEdit) throws -> TextbookCardResource
    /// A title's card.
    func textbookCard(_ titleID: TitleID) throws -> TextbookCardResource
    /// The cards: all, or those for a grade.
    func textbookCards(grade: Int?) throws -> [TextbookCardResource]
    /// Provision with textbooks today, by class and subject.
    func textbookProvision() throws -> TextbookProvisionResource
    /// The textbooks to replace before the next school year and the order list for three.
    func textbookOrderPlan() throws -> TextbookOrderPlanResource
    /// Catalogues copies numbered under a card.
    func addTextbookCopies(_ titleID: TitleID, count: Int, receipt: YearlyNumber?, price: Money?) throws -> TextbookCardResource
}
