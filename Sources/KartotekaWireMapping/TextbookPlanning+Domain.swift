import KartotekaCore
import KartotekaWire

extension TextbookProvisionResource {
    /// The resource of a provision report.
    public init(_ report: TextbookProvision) {
        self.init(day: report.day.isoText, rows: report.rows.map {
            Row(schoolClass: $0.schoolClass.text, subject: $0.subject, grades: $0.grades, classPupils: $0.classPupils, pupils: $0.pupils,
                copies: $0.copies, percent: $0.percent, shortfall: $0.shortfall)
        })
    }
}

extension TextbookOrderPlanResource {
    /// The resource of an order plan.
    public init(_ plan: TextbookOrderPlan) {
        self.init(day: plan.day.isoText, nextYearStart: plan.nextYearStart.isoText, replace: plan.replace.map(Textbook.init), lines: plan.lines.map {
            Line(schoolYear: $0.schoolYear, subject: $0.subject, grades: $0.grades, pupils: $0.pupils, copies: $0.copies, toOrder: $0.toOrder,
                 textbook: $0.textbook.map(Textbook.init))
        })
    }
}

extension TextbookOrderPlanResource.Textbook {
    /// The resource of a carded textbook.
    public init(_ stock: TextbookStock) {
        self.init(titleId: stock.titleID.rawValue, description: stock.description, cardNumber: stock.cardNumber, fpuNumber: stock.fpuNumber,
                  subject: stock.subject, grades: stock.gradesText, usableUntil: stock.usableUntil?.isoText, copies: stock.copies)
    }
}
