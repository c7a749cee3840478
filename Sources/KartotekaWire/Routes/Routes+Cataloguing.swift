extension Routes {
    /// `/api/v1/scan`, `/api/v1/lookup`, `/api/v1/labels`, `/api/v1/copies/{inventory}/qr.svg`.
    public enum Cataloguing {
        /// The ISBN to look up, as typed (its check says what is wrong with it, 422).
        public static let isbn = QueryParameters.text(
            "isbn", "ISBN-10 or ISBN-13, with or without hyphens.", required: true, schema: .string(minLength: 1),
            example: "978-5-17-001000-4")
        /// Copies to label.
        public static let inventory = QueryParameter<InventoryNumber>(
            "inventory", schema: .array(.string(minLength: 1)),
            description: "Copies to label, by inventory number; repeat the parameter for more.", repeated: true, example: ["1001"],
            format: \.rawValue) { try? InventoryNumber(validating: $0) }
        /// Titles whose copies to label.
        public static let title = QueryParameter<TitleID>(
            "title", schema: .array(.integer(minimum: 1)),
            description: "Titles whose copies to label (each copy that is not lost or written off, after the copies named by "
                + "`inventory`); repeat the parameter for more.", repeated: true, example: [1], format: \.description) {
            TitleID(parsing: $0)
        }
        /// Readers whose ticket to label.
        public static let ticket = QueryParameter<TicketNumber>(
            "ticket", schema: .array(.string(minLength: 1)),
            description: "Readers whose ticket to label; repeat the parameter for more.", repeated: true, example: ["Ч-0042"],
            format: \.rawValue) { try? TicketNumber(validating: $0) }
        /// A class whose pupils' tickets to label.
        public static let schoolClass = Readers.schoolClass
        /// The label sheet.
        public static let layout = QueryParameter("layout", LabelLayout.self,
                                                  description: "The label sheet: columns × rows on A4; `3x8` when left out or empty.")
        /// Positions of the first sheet already used.
        public static let start = QueryParameters.number(
            "start", in: 0...200, "How many positions of the first sheet are already used (0 when left out or empty).")
        /// Whether to draw the labels' outlines.
        public static let outlines = QueryParameters.flag("outlines", "`1`: draw each label's outline, for a test print on paper.")
        /// Spine labels instead of copy labels.
        public static let spines = QueryParameters.flag(
            "spines", "`1`: spine labels for the copies — the shelf code (BBK index over author sign) and the inventory number — "
                + "instead of copy labels; the 4 × 10 stock when no `layout` is given.")

        /// Read the codes in a picture, or a code typed in, and say what they lead to.
        public static let scan: Route<Void, FileUpload, ScanResult> = .post("/api/v1/scan", "scanCode")
        /// Look an ISBN up in the catalogue and then in the book metadata providers.
        public static let lookup: Route<Void, Void, ISBNLookupResult> = .get("/api/v1/lookup", "lookUpISBN", query: [isbn])
        /// A printable sheet of labels for copies and reader tickets.
        public static let labels: Route<Void, Void, FileDownload> = .get(
            "/api/v1/labels", "labelSheet", query: [inventory, title, ticket, schoolClass, layout, start, outlines, spines])
        /// The QR code of a copy's label (the book card with the inventory number).
        public static let qrCode: Route<InventoryNumber, Void, FileDownload> = .get(
            "/api/v1/copies/\(PathParameters.inventory)/qr.svg", "copyQRCode")
    }
}
