extension Routes {
    /// `/api/v1/copycat`: copy cataloguing from other libraries' catalogues over Z39.50 and SRU —
    /// the targets (changing them is the library's settings; their passwords are never shown), the
    /// known public ones, searches of several at once, and one record by its id.
    public enum CopyCataloguing {
        /// An ISBN to search for.
        public static let isbn = QueryParameters.text("isbn", "An ISBN (bib-1 use 7).", example: "978-5-17-079585-7")
        /// Words of the title to search for.
        public static let title = QueryParameters.text("title", "Words of the title (use 4).")
        /// An author's name to search for.
        public static let author = QueryParameters.text("author", "An author's name, usually the surname (use 1003).")
        /// Words anywhere in the record to search for.
        public static let any = QueryParameters.text("any", "Words anywhere in the record (use 1016).")
        /// The text searched for by its kind.
        public static func words(_ kind: CopyCataloguingSearchKind) -> QueryParameter<String> {
            switch kind {
            case .isbn: isbn
            case .title: title
            case .author: author
            case .any: any
            }
        }
        /// The targets to ask, by name.
        public static let target = QueryParameter<String>(
            "target", schema: .array(.string()),
            description: "A target to ask, by its name (enabled or not); repeat for more. Left out (or empty): every enabled target.",
            repeated: true, format: { $0 }) { $0 }
        /// The target of a record, by name.
        public static let recordTarget = QueryParameters.text("target", "The target's name.", required: true, schema: .string(minLength: 1))
        /// A record's id at its target.
        public static let recordID = QueryParameters.text(
            "id", "The record's id there (its control number, as a search gave it).", required: true, schema: .string(minLength: 1))

        /// The catalogues records are copied from, in their order.
        public static let listTargets: Route<Void, Void, [CopyCataloguingTargetResource]> =
            .get("/api/v1/copycat/targets", "listCopycatTargets")
        /// Add a catalogue to copy records from.
        public static let createTarget: Route<Void, CopyCataloguingTargetInput, CopyCataloguingTargetResource> =
            .post("/api/v1/copycat/targets", "createCopycatTarget")
        /// One catalogue records are copied from.
        public static let getTarget: Route<CopyCataloguingTargetID, Void, CopyCataloguingTargetResource> =
            .get("/api/v1/copycat/targets/\(PathParameters.copycatTarget)", "getCopycatTarget")
        /// Replace a target's fields; a password left out is kept, an empty one removed.
        public static let updateTarget: Route<CopyCataloguingTargetID, CopyCataloguingTargetInput, CopyCataloguingTargetResource> =
            .put("/api/v1/copycat/targets/\(PathParameters.copycatTarget)", "updateCopycatTarget")
        /// Remove a target.
        public static let deleteTarget: Route<CopyCataloguingTargetID, Void, NoContent> =
            .delete("/api/v1/copycat/targets/\(PathParameters.copycatTarget)", "deleteCopycatTarget")
        /// Well-known public catalogues, to add as targets (disabled until checked).
        public static let presets: Route<Void, Void, [CopyCataloguingPresetResource]> =
            .get("/api/v1/copycat/presets", "listCopycatPresets")
        /// Search several catalogues at once by ISBN, title, author or any words.
        public static let search: Route<Void, Void, CopyCataloguingSearchResult> = .get("/api/v1/copycat/search", "searchCopycat",
            query: [isbn, title, author, any, target])
        /// One record of a target, by its id, as the New Book form's fields.
        public static let record: Route<Void, Void, CopyCataloguingCandidateResource> = .get("/api/v1/copycat/record", "getCopycatRecord",
            query: [recordTarget, recordID])
    }
}
