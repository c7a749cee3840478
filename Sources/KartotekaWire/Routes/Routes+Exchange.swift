extension Routes {
    /// `/api/v1/export`, `/api/v1/export/mail`, `/api/v1/import`: exchange with IRBIS over the API.
    public enum Exchange {
        /// Catalogue records or reader records.
        public static let what = QueryParameter(
            "what", ExportRequest.Records.self,
            description: "Catalogue records (titles with their copies) or reader records (with their open loans); "
                + "`readers` when `ticket` is given, else `titles`.")
        /// Only a title.
        public static let id: QueryParameter<TitleID> = QueryParameters.id("id", "Only this title.")
        /// Only the title of a copy.
        public static let inventory: QueryParameter<InventoryNumber> = QueryParameters.strictKey("inventory", "Only the title of this copy.")
        /// Only a reader.
        public static let ticket: QueryParameter<TicketNumber> = QueryParameters.strictKey("ticket", "Only this reader.")
        /// Only records changed since a day.
        public static let since = QueryParameters.day("since", "Only records changed since this day.")
        /// With words: which titles by the state of their copies.
        public static let availability = QueryParameters.availability(
            "With `q`: only titles with a copy available, on loan or overdue; `all` when left out or empty.")
        /// Only titles with a copy at a branch.
        public static let branch = QueryParameters.branch("Only titles with a copy at this branch (by its code), with `q` or alone.")
        /// The file's format.
        public static let format = QueryParameter(
            "format", IRBISFileFormat.self, description: "`text` (the default) or `iso` (ISO 2709).")
        /// The file's encoding.
        public static let encoding = encoding(
            "The file's encoding (any case; `cp1251` is `windows-1251`); the library's setting when left out or empty.")
        /// Everything that chooses an export's records and file, with the words `q`.
        public static let exportParameters: [any DeclaredQueryParameter] = [
            what, id, inventory, ticket, since, QueryParameters.words, availability, branch, format, encoding,
        ]

        /// What the file to import is.
        public static let source = QueryParameter<ImportFileSource>(
            "source", schema: .string(values: ImportFileSource.codes + ImportFileSource.shortNames),
            description: "What the file is: `irbis-text` (the default), `irbis-iso` (ISO 2709 with IRBIS tags) or `rusmarc-iso` "
                + "(RUSMARC catalogue records); `irbis`/`text`, `iso` and `rusmarc` are short for them.",
            format: \.rawValue) { ImportFileSource(parameter: $0) }
        /// What to do with a record the library already has.
        public static let duplicates = QueryParameter(
            "duplicates", DuplicatePolicy.self,
            description: "What to do with a record the library already has: leave it (`skip`, the default), replace it "
                + "(`update`) or add the imported copies it lacks (`add-copy`).")
        /// Read and check everything, store nothing.
        public static let dryRun = QueryParameters.flag("dryRun", "`1`, `true` or `yes`: read and check everything, store nothing.")
        /// The encoding of a file to import.
        public static let importEncoding = encoding("The file's encoding (any case); guessed from the bytes when left out or empty.")
        /// The batch an import's copies without a КСУ number join.
        public static let importReceipt = QueryParameters.yearlyNumber(
            "receipt", "The batch (`2027/5`) the imported copies without a summary book number (910^U) of their own join; it must exist.")

        /// A file's encoding: `windows-1251` (or `cp1251`) or `utf-8`, in any case.
        public static func encoding(_ description: String) -> QueryParameter<IRBISEncoding> {
            QueryParameter("encoding", schema: .string(values: encodingValues), description: description, format: \.rawValue) { text in
                IRBISEncoding(rawValue: text.lowercased() == "cp1251" ? IRBISEncoding.windows1251.rawValue : text.lowercased())
            }
        }

        /// How an encoding may be named.
        public static let encodingValues = ["windows-1251", "cp1251", "utf-8", "WINDOWS-1251", "CP1251", "UTF-8"]

        /// Export records as an IRBIS file (plain text or ISO 2709).
        public static let export: Route<Void, Void, FileDownload> = .get("/api/v1/export", "exportRecords",
            query: exportParameters)
        /// Send an export by e-mail, with the mail server set in the settings.
        public static let mail: Route<Void, ExportMailInput, ExportMailReceipt> = .post("/api/v1/export/mail", "mailExport")
        /// Import an IRBIS or RUSMARC file sent as the request body.
        public static let importFile: Route<Void, FileUpload, ImportFileReport> = .post("/api/v1/import", "importFile",
            query: [source, duplicates, dryRun, importEncoding, importReceipt])
    }
}
