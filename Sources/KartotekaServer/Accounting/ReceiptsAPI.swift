import KartotekaCore
import KartotekaStore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `/api/v1/receipts`: the batches of the book of summary accounting, which copies join when
/// they are catalogued (`receipt` of a new copy).
enum ReceiptsAPI {
    static let endpoints = [list, create, get, update, delete]

    static let year = QueryParameter<Int>("year", schema: OpenAPISchema.integer(minimum: 1000, maximum: 9999),
                                          description: "Only this year's.") { Int($0).flatMap { (1000...9999).contains($0) ? $0 : nil } }
    static let openOnly = QueryParameters.flag("open", "`1`: only the batches copies may still join.")

    static let list = Endpoint.api(
        .get, "/api/v1/receipts", .permission(.keepAccounts),
        Operation("listReceipts", "Receipts (batches entering the fund), newest first.", tag: .accounts),
        query: [year, openOnly, QueryParameters.offset, QueryParameters.limit],
        answer: .ok(Schemas.receiptPage, "One page of receipts.")
    ) { context in
        let query = ReceiptQuery(year: try context.query(year), openOnly: try context.query(openOnly) ?? false, page: try context.pageRequest())
        return PageResource(try context.store.receipts(query), ReceiptResource.init)
    }

    static let create = Endpoint.api(
        .post, "/api/v1/receipts", .permission(.keepAccounts),
        Operation("createReceipt", "Enter a batch in the book of summary accounting, open for copies.", tag: .accounts,
                  errors: [409, 422],
                  description: "A day after today is 422 (`receivedOn`); a number its year has already is 409 "
                    + "`receipt_number_taken`. Without `number`, the year's next."),
        body: JSONBody(Schemas.receiptInput),
        answer: .created(Schemas.receipt, "The new receipt.") { location(of: $0.number) }
    ) { context, input in
        ReceiptResource(try context.run(AddReceipt(input.draft)))
    }

    static let get = Endpoint.api(
        .get, "/api/v1/receipts/\(PathParameters.receiptNumber)", .permission(.keepAccounts),
        Operation("getReceipt", "A receipt with what it brought.", tag: .accounts),
        answer: .ok(Schemas.receipt, "The receipt.")
    ) { context in
        ReceiptResource(try context.store.receipt(context.path(PathParameters.receiptNumber)))
    }

    static let update = Endpoint.api(
        .put, "/api/v1/receipts/\(PathParameters.receiptNumber)", .permission(.keepAccounts),
        Operation("updateReceipt", "Change a receipt's fields, or close it to new copies (`open`).", tag: .accounts, errors: [409, 422],
                  description: "Its number stays; its day may move within its year only (409 `receipt_year_fixed`)."),
        body: JSONBody(Schemas.receiptInput), answer: .ok(Schemas.receipt, "The changed receipt.")
    ) { context, input in
        ReceiptResource(try context.run(UpdateReceipt(context.path(PathParameters.receiptNumber), to: input.draft, isOpen: input.open)))
    }

    static let delete = Endpoint.api(
        .delete, "/api/v1/receipts/\(PathParameters.receiptNumber)", .permission(.keepAccounts),
        Operation("deleteReceipt", "Remove a receipt that brought no copies.", tag: .accounts, errors: [409]),
        answer: .noContent()
    ) { context in
        try context.run(DeleteReceipt(context.path(PathParameters.receiptNumber)))
        return NoContent()
    }

    /// The URL of a receipt.
    static func location(of number: String) -> String {
        "/api/v1/receipts/\(YearlyNumber(text: number)?.pathText ?? number)"
    }
}
