import KartotekaCore
import KartotekaHTTP
import KartotekaStore
import KartotekaWire
import KartotekaWireMapping

/// `/textbooks/provision` and `/textbooks/orders`: the textbook list's reports — provision class
/// by class and subject by subject, and the textbooks to replace before the next school year with
/// the order list for the next three — on the page and as CSV.
enum TextbookPlanningPages {
    static let endpoints: [any EndpointDeclaration] = [provision, provisionCSV, orders, ordersCSV]

    static let provision: PageRoute<Void> = Endpoint.page(.get, "/textbooks/provision", .permission(.keepAccounts)) { context in
        let page = context.page
        let texts = page.texts
        let report = TextbookProvisionResource(try context.store.textbookProvision(on: context.today))
        let rows = HTML.join(report.rows.map { row -> HTML in
            """
            <tr data-class="\(row.schoolClass)" data-subject="\(row.subject)"><td>\(row.schoolClass)</td><td>\(row.subject)</td>
            <td>\(row.grades)</td><td class="number">\(row.classPupils)</td><td class="number">\(row.pupils)</td>
            <td class="number">\(row.copies)</td><td class="number percent">\(row.percent)</td><td class="number">\(row.shortfall)</td></tr>
            """
        })
        let table: HTML = report.rows.isEmpty ? "<p class=\"empty\">\(texts.provisionNone)</p>" : """
            <table id="provision-table">
            <thead><tr><th>\(texts.classColumn)</th><th>\(texts.subjectColumn)</th><th>\(texts.textbookGradesColumn)</th>
            <th>\(texts.classPupilsColumn)</th><th>\(texts.gradePupilsColumn)</th><th>\(texts.copiesColumn)</th>
            <th>\(texts.percentColumn)</th><th>\(texts.shortfallColumn)</th></tr></thead>
            <tbody>\(rows)</tbody></table>
            """
        return Layout.page(texts.provisionHeading, page, body: """
            <p class="crumbs"><a href="\(TextbookPages.list.path)">\(texts.textbookFundHeading)</a></p>
            <h1>\(texts.provisionHeading)</h1>
            <p class="actions"><a class="button" href="\(TextbookPlanningPages.provisionCSV.path)" download>\(texts.downloadCSV)</a></p>
            <p class="note">\(texts.provisionNote)</p>
            \(table)
            """)
    }

    static let provisionCSV: PageRoute<Void> = Endpoint.page(.get, "/textbooks/provision/csv", .permission(.keepAccounts)) { context in
        let report = TextbookProvisionResource(try context.store.textbookProvision(on: context.today))
        return PrintLayout.csv(report.csv, name: "provision-\(report.day).csv")
    }

    static let orders: PageRoute<Void> = Endpoint.page(.get, "/textbooks/orders", .permission(.keepAccounts)) { context in
        let page = context.page
        let texts = page.texts
        let plan = TextbookOrderPlanResource(try context.store.textbookOrderPlan(on: context.today))
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
        return Layout.page(texts.textbookOrdersHeading, page, body: """
            <p class="crumbs"><a href="\(TextbookPages.list.path)">\(texts.textbookFundHeading)</a></p>
            <h1>\(texts.textbookOrdersHeading)</h1>
            <p class="actions"><a class="button" href="\(TextbookPlanningPages.ordersCSV.path)" download>\(texts.downloadCSV)</a></p>
            <h2>\(texts.replaceHeading(before: plan.nextYearStart))</h2>
            \(replaceTable)
            <h2>\(texts.orderListHeading)</h2>
            <p class="note">\(texts.orderNote)</p>
            <table id="order-table">
            <thead><tr><th>\(texts.schoolYearColumn)</th><th>\(texts.subjectColumn)</th><th>\(texts.textbookGradesColumn)</th>
            <th>\(texts.expectedPupilsColumn)</th><th>\(texts.copiesColumn)</th><th>\(texts.toOrderColumn)</th><th>\(texts.textbookColumn)</th></tr></thead>
            <tbody>\(lines)</tbody></table>
            """)
    }

    static let ordersCSV: PageRoute<Void> = Endpoint.page(.get, "/textbooks/orders/csv", .permission(.keepAccounts)) { context in
        let plan = TextbookOrderPlanResource(try context.store.textbookOrderPlan(on: context.today))
        return PrintLayout.csv(plan.csv, name: "textbook-orders-\(plan.day).csv")
    }
}
