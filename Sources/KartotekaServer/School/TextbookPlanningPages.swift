import KartotekaCore
import KartotekaHTTP
import KartotekaStore
import KartotekaWire
import KartotekaWireMapping

/// `/textbooks/provision` and `/textbooks/orders`: the textbook list's reports — provision class
/// by class and subject by subject, and the textbooks to replace before the next school year with
/// the order list for the next three — on the page, on an A4 sheet and as CSV.
enum TextbookPlanningPages {
    static let endpoints: [any EndpointDeclaration] = [provision, provisionPrint, provisionCSV, orders, ordersPrint, ordersCSV]

    static let provision: PageRoute<Void> = Endpoint.page(.get, "/textbooks/provision", .permission(.keepAccounts)) { context in
        let page = context.page
        let texts = page.texts
        let report = TextbookProvisionResource(try context.store.textbookProvision(on: context.today))
        return Layout.page(texts.provisionHeading, page, body: """
            <p class="crumbs"><a href="\(TextbookPages.list.path)">\(texts.textbookFundHeading)</a></p>
            <h1>\(texts.provisionHeading)</h1>
            <p class="actions"><a class="button" href="\(TextbookPlanningPages.provisionPrint.path)">\(texts.printVersion)</a>
            <a class="button" href="\(TextbookPlanningPages.provisionCSV.path)" download>\(texts.downloadCSV)</a></p>
            <p class="note">\(texts.provisionNote)</p>
            \(TextbookProvisionDocument.render(page, report))
            """)
    }

    /// The provision on an A4 sheet, with the library's name and the day it was counted on.
    static let provisionPrint: PageRoute<Void> = Endpoint.page(.get, "/textbooks/provision/print", .permission(.keepAccounts)) { context in
        let page = context.page
        let report = TextbookProvisionResource(try context.store.textbookProvision(on: context.today))
        return sheet(page, page.texts.provisionHeading, day: report.day, back: TextbookPlanningPages.provision.path,
                     csv: TextbookPlanningPages.provisionCSV.path, TextbookProvisionDocument.render(page, report))
    }

    static let provisionCSV: PageRoute<Void> = Endpoint.page(.get, "/textbooks/provision/csv", .permission(.keepAccounts)) { context in
        let report = TextbookProvisionResource(try context.store.textbookProvision(on: context.today))
        return PrintLayout.csv(report.csv, name: "provision-\(report.day).csv")
    }

    static let orders: PageRoute<Void> = Endpoint.page(.get, "/textbooks/orders", .permission(.keepAccounts)) { context in
        let page = context.page
        let texts = page.texts
        let plan = TextbookOrderPlanResource(try context.store.textbookOrderPlan(on: context.today))
        return Layout.page(texts.textbookOrdersHeading, page, body: """
            <p class="crumbs"><a href="\(TextbookPages.list.path)">\(texts.textbookFundHeading)</a></p>
            <h1>\(texts.textbookOrdersHeading)</h1>
            <p class="actions"><a class="button" href="\(TextbookPlanningPages.ordersPrint.path)">\(texts.printVersion)</a>
            <a class="button" href="\(TextbookPlanningPages.ordersCSV.path)" download>\(texts.downloadCSV)</a></p>
            \(TextbookOrderDocument.render(page, plan))
            """)
    }

    /// The textbooks to replace and the order list on an A4 sheet, with the library's name and the day.
    static let ordersPrint: PageRoute<Void> = Endpoint.page(.get, "/textbooks/orders/print", .permission(.keepAccounts)) { context in
        let page = context.page
        let plan = TextbookOrderPlanResource(try context.store.textbookOrderPlan(on: context.today))
        return sheet(page, page.texts.textbookOrdersHeading, day: plan.day, back: TextbookPlanningPages.orders.path,
                     csv: TextbookPlanningPages.ordersCSV.path, TextbookOrderDocument.render(page, plan))
    }

    static let ordersCSV: PageRoute<Void> = Endpoint.page(.get, "/textbooks/orders/csv", .permission(.keepAccounts)) { context in
        let plan = TextbookOrderPlanResource(try context.store.textbookOrderPlan(on: context.today))
        return PrintLayout.csv(plan.csv, name: "textbook-orders-\(plan.day).csv")
    }
    /// A report on an A4 sheet (wide): its heading, the day it counts on, and the document.
    private static func sheet(_ page: PageContext, _ heading: String, day: String, back: String, csv: String,
                              _ document: HTML) -> HTTPResponse {
        PrintLayout.page(heading, page, back: back, csv: csv, wide: true, body: """
            <h1>\(heading)</h1>
            <p class="day">\(day)</p>
            \(document)
            """)
    }
}
