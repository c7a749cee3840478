import KartotekaCore
import KartotekaStore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `/api/v1/receipts`: the batches of the book of summary accounting, which copies join when
/// they are catalogued (`receipt` of a new copy).
enum ReceiptsAPI {
    static let endpoints = [list, create, get, update, delete]

    static let list = Endpoint.api(
        Routes.Receipts.list, .permission(.keepAccounts),
        Operation("Receipts (batches entering the fund), newest first.", tag: .accounts),
        answer: .ok(ReceiptResource.page, "One page of receipts.")
    ) { context in
        let query = ReceiptQuery(year: try context.query(Routes.Receipts.year), openOnly: try context.query(Routes.Receipts.openOnly) ?? false, page: try context.pageRequest())
        return PageResource(try context.store.receipts(query), ReceiptResource.init)
    }

    static let create = Endpoint.api(
        Routes.Receipts.create, .permission(.keepAccounts),
        Operation("Enter a batch in the book of summary accounting, open for copies.", tag: .accounts,
                  errors: [409, 422],
                  description: "A day after today is 422 (`receivedOn`); a number its year has already is 409 "
                    + "`receipt_number_taken`. Without `number`, the year's next."),
        body: JSONBody(ReceiptInput.schema),
        answer: .created(ReceiptResource.schema, "The new receipt.") { location(of: $0.number) }
    ) { context, input in
        ReceiptResource(try context.run(AddReceipt(input.draft)))
    }

    static let get = Endpoint.api(
        Routes.Receipts.get, .permission(.keepAccounts),
        Operation("A receipt with what it brought.", tag: .accounts), ok: "The receipt."
    ) {
        ReceiptResource(try $0.store.receipt($1))
    }

    static let update = Endpoint.api(
        Routes.Receipts.update, .permission(.keepAccounts),
        Operation("Change a receipt's fields, or close it to new copies (`open`).", tag: .accounts, errors: [409, 422],
                  description: "Its number stays; its day may move within its year only (409 `receipt_year_fixed`)."),
        body: JSONBody(ReceiptInput.schema),
        ok: "The changed receipt."
    ) { context, receiptNumber, input in
        ReceiptResource(try context.run(UpdateReceipt(receiptNumber, to: input.draft, isOpen: input.open)))
    }

    static let delete = Endpoint.api(
        Routes.Receipts.delete, .permission(.keepAccounts),
        Operation("Remove a receipt that brought no copies.", tag: .accounts, errors: [409]),
        runs: DeleteReceiptChange.self
    )

    /// The URL of a receipt.
    static func location(of number: String) -> String {
        YearlyNumber(text: number).map(Routes.Receipts.get.path) ?? Routes.Receipts.create.path
    }
}
