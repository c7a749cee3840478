import KartotekaCore
import KartotekaWire
import KartotekaWireMapping

extension ServerDesk: TextbookDesk {
    func setTextbookCard(_ edit: TextbookCardEdit) throws -> TextbookCardResource {
        // The number and the fields given are checked here, as the server would, to name what was typed.
        let number = try edit.card(over: nil).number
        let input = TextbookCardInput(cardNumber: number, subject: edit.subject, grades: edit.grades, federalList: edit.federalList)
        let id = edit.titleID.rawValue
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
