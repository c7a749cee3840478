import KartotekaCore
import KartotekaWire

/// The textbooks to replace before the next school year and the order list for the next three:
/// on the page and on the printed sheet alike.
enum TextbookOrderDocument {
    static func render(_ page: PageContext, _ plan: TextbookOrderPlanResource) -> HTML {
        let texts = page.texts
        let replace = HTML.join(plan.replace.map { textbook -> HTML in
            """
            <tr data-card="\(textbook.cardNumber)"><td class="number">\(textbook.cardNumber)</td><td>\(textbook.fpuNumber)</td>
            <td><a href="\(TextbookPages.card.path(TitleID(textbook.titleId)))">\(textbook.description)</a></td><td>\(textbook.subject)</td>
            <td>\(textbook.grades)</td><td>\(textbook.usableUntil ?? "")</td><td class="number">\(textbook.copies)</td></tr>
            """
        })
        let lines = HTML.join(plan.lines.map { line -> HTML in
            """
            <tr data-year="\(line.schoolYear)" data-subject="\(line.subject)" data-grades="\(line.grades)"><td>\(line.schoolYear)</td>
            <td>\(line.subject)</td><td>\(line.grades)</td><td class="number">\(line.pupils)</td><td class="number">\(line.copies)</td>
            <td class="number to-order">\(line.toOrder)</td><td>\(line.textbook.map { "\($0.description) \($0.fpuNumber)" } ?? texts.chooseFromList)</td></tr>
            """
        })
        let replaceTable: HTML = plan.replace.isEmpty ? "<p class=\"empty\" id=\"replace-none\">\(texts.replaceNone)</p>" : """
            <table id="replace-table">
            <thead><tr><th>\(texts.cardColumn)</th><th>\(texts.fpuColumn)</th><th>\(texts.textbookColumn)</th><th>\(texts.subjectColumn)</th>
            <th>\(texts.textbookGradesColumn)</th><th>\(texts.usableUntilColumn)</th><th>\(texts.copiesColumn)</th></tr></thead>
            <tbody>\(replace)</tbody></table>
            """
        return """
            <h2>\(texts.replaceHeading(before: plan.nextYearStart))</h2>
            \(replaceTable)
            <h2>\(texts.orderListHeading)</h2>
            <p class="note">\(texts.orderNote)</p>
            <table id="order-table">
            <thead><tr><th>\(texts.schoolYearColumn)</th><th>\(texts.subjectColumn)</th><th>\(texts.textbookGradesColumn)</th>
            <th>\(texts.expectedPupilsColumn)</th><th>\(texts.copiesColumn)</th><th>\(texts.toOrderColumn)</th><th>\(texts.textbookColumn)</th></tr></thead>
            <tbody>\(lines)</tbody></table>
            """
    }
}
