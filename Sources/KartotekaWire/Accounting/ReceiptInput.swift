import KartotekaValues

extension ReceiptInput: SchemaDescribed {
    public static let schema = Schema<ReceiptInput>.input(
        "ReceiptInput", "A receipt. `number` is fixed once given (the year's next when left out); `open` is an update's.",
        [
            .init("number", \.number, "`5` or `2027/5`."), .init("receivedOn", \.receivedOn, .dayInput("Not after today.", nullable: false)),
            .init("source", \.source, .string(values: ReceiptSource.codes)), .init("supplier", \.supplier),
            .init("documentKind", \.documentKind, .string("The library's acceptance act when left out.",
                                                          values: [""] + AccompanyingDocumentKind.codes)),
            .init("documentNumber", \.documentNumber), .init("documentDate", \.documentDate, .dayInput("The document's date.")),
            .init("note", \.note), .init("open", \.open, "Whether copies may still join it."),
        ],
        example: ["receivedOn": "2027-02-01", "source": "purchase", "supplier": "Библио-Глобус", "documentKind": "waybill",
                  "documentNumber": "17", "documentDate": "2027-01-30"])
}
