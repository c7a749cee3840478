import KartotekaWire

// A scan may lead to the New Book form prefilled, a draft whose fields the title's field table names.

extension ScanResult: SchemaDescribed {
    public static let schema = Schema<ScanResult>.resource(
        "ScanResult", "What a scan read and where it leads.",
        [.init("codes", \.codes, "Every code read; typed text is one code."), .init("resolution", \.resolution)])
}

extension ScanResolution: SchemaDescribed {
    public static let schema = Schema<ScanResolution>.resource(
        "ScanResolution",
        "Where a scan leads: a QR book card or a new ISBN opens the New Book form prefilled (`bookCard`, `isbn`); "
            + "a catalogued ISBN offers adding a copy (`catalogued`); a copy label opens the copy (`copy`); "
            + "a reader card opens the reader (`reader`); a number alone (a label's barcode, or typed) opens the copy "
            + "or the reader that has it, and names both when both have it (`ambiguous`); anything else is `unknown`.",
        [
            .init("kind", \.kind, .string(values: ["bookCard", "isbn", "catalogued", "copy", "reader", "ambiguous", "unknown"])),
            .init("russian", \.russian, "What happened, in Russian."), .init("english", \.english, "What happened, in English."),
            .init("next", \.next, "The page to open next, relative: `/books/new?isbn=…`, `/books/1#copy-1001`."),
            .init("isbn", \.isbn, "The ISBN read, with hyphens."), .init("titleId", \.titleId, .id),
            .init("inventoryNumber", \.inventoryNumber), .init("ticketNumber", \.ticketNumber), .init("draft", \.draft),
            .init("source", \.source, "Where the draft came from: `QR`, `Google Books`, `Open Library`."),
        ])
}
