import KartotekaCore

/// The textbook fund: a card per textbook title, its copies numbered under the card, and what
/// the card shows — receipts and write-offs year by year, the copies now, who holds them. Every
/// method is one transaction.
public protocol TextbookStore: Sendable {
    /// Opens a title's card or changes it. Throws ``TextbookError/notATextbook(_:)`` for a title of
    /// another kind and ``TextbookError/cardNumberTaken(_:)``.
    func setTextbookCard(_ card: TextbookCard) throws -> TextbookCardDetails
    /// A title's card; throws ``TextbookError/cardNotFound(_:)``.
    func textbookCard(_ titleID: TitleID) throws -> TextbookCardDetails
    /// The cards, by number: all, or those for a grade.
    func textbookCards(grade: Int?) throws -> [TextbookCardDetails]
    /// The textbook titles, by author and title: those a card or a class set may be for.
    func textbookTitles() throws -> [TitleRecord]
    /// Provision with textbooks on `day`, class by class and subject by subject (copies that may be
    /// used for the class's grade against the pupils they serve).
    func textbookProvision(on day: Day) throws -> TextbookProvision
    /// The textbooks that fall out of the Federal list before the next school year, and the order
    /// list for the next three school years, as of `day`.
    func textbookOrderPlan(on day: Day) throws -> TextbookOrderPlan
    /// Catalogues `count` copies of a carded title at once, numbered on under its card (`У12-4`…),
    /// in a receipt and at a price when given, at a branch (`nil`: the main one).
    func addTextbookCopies(_ titleID: TitleID, count: Int, receipt: YearlyNumber?, price: Money?,
                           at branch: BranchCode?) throws -> TextbookCardDetails
}
