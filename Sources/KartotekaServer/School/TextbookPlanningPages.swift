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
        let report = TextbookProvisionResource(try context.store.textbookProvision(on: context.today))
        return screen(page, page.texts.provisionHeading, print: TextbookPlanningPages.provisionPrint.path,
                      csv: TextbookPlanningPages.provisionCSV.path, HTML.join([
                          "<p class=\"note\">\(page.texts.provisionNote)</p>", TextbookProvisionDocument.render(page, report),
                      ]))
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
        let plan = TextbookOrderPlanResource(try context.store.textbookOrderPlan(on: context.today))
        return screen(page, page.texts.textbookOrdersHeading, print: TextbookPlanningPages.ordersPrint.path,
                      csv: TextbookPlanningPages.ordersCSV.path, TextbookOrderDocument.render(page, plan))
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

    /// A report on the screen: the way back to the textbook fund, its heading, the links to its
    /// sheet and its CSV, and the document.
    private static func screen(_ page: PageContext, _ heading: String, print: String, csv: String, _ document: HTML) -> HTTPResponse {
        Layout.page(heading, page, body: """
            <p class="crumbs"><a href="\(TextbookPages.list.path)">\(page.texts.textbookFundHeading)</a></p>
            <h1>\(heading)</h1>
            <p class="actions"><a class="button" href="\(print)">\(page.texts.printVersion)</a>
            <a class="button" href="\(csv)" download>\(page.texts.downloadCSV)</a></p>
            \(document)
            """)
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
