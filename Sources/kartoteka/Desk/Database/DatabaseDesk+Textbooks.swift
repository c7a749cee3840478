import KartotekaCore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

extension DatabaseDesk: TextbookDesk {
    func setTextbookCard(_ edit: TextbookCardEdit) throws -> TextbookCardResource {
        TextbookCardResource(try run(SetTextbookCard(edit)))
    }

    func textbookCard(_ titleID: TitleID) throws -> TextbookCardResource {
        TextbookCardResource(try store.textbookCard(titleID))
    }

    func textbookCards(grade: Int?) throws -> [TextbookCardResource] {
        try store.textbookCards(grade: grade).map(TextbookCardResource.init)
    }

    func textbookProvision() throws -> TextbookProvisionResource {
        TextbookProvisionResource(try store.textbookProvision(on: try store.today()))
    }

    func textbookOrderPlan() throws -> TextbookOrderPlanResource {
        TextbookOrderPlanResource(try store.textbookOrderPlan(on: try store.today()))
    }

    func addTextbookCopies(_ titleID: TitleID, count: Int, receipt: YearlyNumber?, price: Money?) throws -> TextbookCardResource {
        TextbookCardResource(try run(ReceiveTextbookCopies(count, of: titleID, receipt: receipt, price: price)))
    }
}
