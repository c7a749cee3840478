import Foundation
import KartotekaCore
import KartotekaScan
import KartotekaStore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `/api/v1/stocktakes`: stock checks — begun and ended by a librarian, scanned into from any
/// number of desks (a circulation helper's too), each copy counted once.
enum StocktakesAPI {
    static let endpoints = [list, start, get, scan, scanPicture, report, finish]

    static let list = Endpoint.api(
        Routes.Stocktakes.list, .permission(.countStock),
        Operation("Stock checks, newest first, with how far each got.", tag: .accounts),
        answer: .ok(StocktakeResource.page, "One page of stock checks.")
    ) { context in
        PageResource(try context.store.stocktakes(page: try context.pageRequest()), StocktakeResource.init)
    }

    static let start = Endpoint.api(
        Routes.Stocktakes.start, .permission(.keepAccounts),
        Operation("Begin a stock check of a branch's fund, a storage place or a range of inventory numbers.",
                  tag: .accounts, errors: [404, 422], description: "Nothing named checks the whole fund."),
        body: JSONBody(StocktakeInput.schema),
        answer: .created(StocktakeResource.schema, "The check, with the copies it expects.") { Routes.Stocktakes.get.path(StocktakeID($0.id)) }
    ) { context, input in
        StocktakeResource(try context.run(StartStocktake(try input.validated())))
    }

    static let get = Endpoint.api(
        Routes.Stocktakes.get, .permission(.countStock),
        Operation("A stock check and how far it got: counted of expected.", tag: .accounts), ok: "The check."
    ) {
        StocktakeResource(try $0.store.stocktake($1))
    }

    static let scan = Endpoint.api(
        Routes.Stocktakes.scan, .permission(.countStock),
        Operation("Scan inventory numbers (or barcodes) into a stock check that is going on.", tag: .accounts,
                  errors: [409, 422],
                  description: "Each number is counted, found to belong elsewhere, or unknown (noted, not refused); a copy scanned "
                    + "again, from this desk or another, counts once. A check that has ended is 409 `stocktake_finished`."),
        body: JSONBody(StocktakeScanInput.schema),
        answer: .list(StocktakeScanResource.schema, "What each number meant, in order.")
    ) { context, input in
        guard input.inventoryNumbers.count <= maximumScans else {
            throw ValidationError(field: "inventoryNumbers", message: Bilingual { $0.tooManyScans(input.inventoryNumbers.count, maximumScans) })
        }
        return try context.run(ScanIntoStocktake(input.inventoryNumbers, into: context.path(PathParameters.stocktakeID)))
            .map { StocktakeScanResource($0, language: context.language) }
    }

    /// The most numbers one request scans.
    static let maximumScans = 20_000

    static let scanPicture = Endpoint.api(
        Routes.Stocktakes.scanPicture, .permission(.countStock),
        Operation("Scan the copy labels in a picture (a camera frame) into a stock check.", tag: .accounts,
                  errors: [409, 503],
                  description: "A picture without a code is 400 `no_code_found`, bytes that are no picture 400 `not_an_image`."),
        rawBody: RawBody(RawBody.bytes("image/png", "image/jpeg"), "A picture with copy labels (their QR code or Code 128 barcode)."),
        answer: .list(StocktakeScanResource.schema, "What each label meant."),
        work: .long
    ) { context in
        let id = try context.path(PathParameters.stocktakeID)
        let codes = try context.services.scanner.scan(imageData: context.request.body)
        let numbers = codes.map { code -> String in
            if case .copyLabel(let inventory, _) = ScanMeaning(text: code.text, symbology: code.symbology.rawValue) { return inventory.rawValue }
            return code.text
        }
        return try context.run(ScanIntoStocktake(numbers, into: id)).map { StocktakeScanResource($0, language: context.language) }
    }

    static let report = Endpoint.api(
        Routes.Stocktakes.report, .permission(.keepAccounts),
        Operation("A stock check's results: missing copies, those on paper, those found elsewhere, unknown numbers.",
                  tag: .accounts),
        ok: "The results: as they stood when the check ended, or as they stand."
    ) { context, stocktakeID in
        StocktakeReportResource(try context.store.stocktakeReport(stocktakeID), language: context.language)
    }

    static let finish = Endpoint.api(
        Routes.Stocktakes.finish, .permission(.keepAccounts),
        Operation("End a stock check today: its act, and the day written into every copy it checked.", tag: .accounts,
                  errors: [409]),
        ok: "The results."
    ) { context, stocktakeID in
        StocktakeReportResource(try context.run(FinishStocktake(stocktakeID)), language: context.language)
    }
}
