import KartotekaCore
import KartotekaWire
import KartotekaWireMapping

extension ServerDesk: TextbookDesk {
    func setTextbookCard(_ card: TextbookCard) throws -> TextbookCardResource {
        let input = TextbookCardInput(cardNumber: card.number, subject: card.subject, grades: card.grades.map { "\($0.lowerBound)-\($0.upperBound)" },
                                      federalList: card.federalList)
        let id = card.titleID.rawValue
        return try call { try await $0.setTextbookCard(id, input) }
    }

    func textbookCard(_ titleID: TitleID) throws -> TextbookCardResource {
        let id = titleID.rawValue
        return try call { try await $0.textbookCard(id) }
    }

    func textbookCards(grade: Int?) throws -> [TextbookCardResource] {
        try call { try await $0.textbookCards(grade: grade) }
    }

    func textbookProvision() throws -> TextbookProvisionResource {
        try call { try await $0.textbookProvision() }
    }

    func textbookOrderPlan() throws -> TextbookOrderPlanResource {
        try call { try await $0.textbookOrderPlan() }
    }

    func addTextbookCopies(_ titleID: TitleID, count: Int, receipt: YearlyNumber?, price: Money?) throws -> TextbookCardResource {
        let (id, input) = (titleID.rawValue, TextbookCopiesInput(count: count, receipt: receipt?.text, price: price?.decimalText))
        return try call { try await $0.addTextbookCopies(id, input) }
    }
}
