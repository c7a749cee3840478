import Foundation

extension KartotekaClient {
    /// The textbook fund's cards by number: all, or those for a grade.
    public func textbookCards(grade: Int? = nil) async throws(KartotekaClientError) -> [TextbookCardResource] {
        try await send(Routes.Textbooks.list, query: [Routes.Textbooks.grade.item(grade)])
    }

    /// Provision with textbooks today, class by class and subject by subject.
    public func textbookProvision() async throws(KartotekaClientError) -> TextbookProvisionResource {
        try await send(Routes.Textbooks.provision)
    }

    /// The textbooks that fall out of the Federal list before the next school year, and the order
    /// list for the next three school years.
    public func textbookOrderPlan() async throws(KartotekaClientError) -> TextbookOrderPlanResource {
        try await send(Routes.Textbooks.orders)
    }

    /// A textbook title's card.
    public func textbookCard(_ titleID: Int64) async throws(KartotekaClientError) -> TextbookCardResource {
        try await send(Routes.Textbooks.get, TitleID(titleID))
    }

    /// Opens a textbook title's card, or changes it.
    public func setTextbookCard(_ titleID: Int64, _ input: TextbookCardInput) async throws(KartotekaClientError) -> TextbookCardResource {
        try await send(Routes.Textbooks.set, TitleID(titleID), body: .json(input))
    }

    /// Catalogues copies of a carded textbook at once, numbered under its card.
    public func addTextbookCopies(_ titleID: Int64, _ input: TextbookCopiesInput) async throws(KartotekaClientError) -> TextbookCardResource {
        try await send(Routes.Textbooks.addCopies, TitleID(titleID), body: .json(input))
    }
}
