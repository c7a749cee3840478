import KartotekaValues

extension BannedListKind: PathValue {
    public init?(pathSegment: String) {
        self.init(named: pathSegment)
    }

    public var pathSegment: String { rawValue }
}

extension Routes {
    /// `/api/v1/lists`: checking the fund against the lists (сверка) — the imported versions, the
    /// checks and their journal, the candidate matches a person decides, and the copies to withdraw.
    public enum Lists {
        /// The list, in a path.
        public static let kind = PathParameter<BannedListKind>(
            "kind", schema: .string(values: BannedListKind.allCases.map(\.rawValue)),
            description: "The list: `extremist` (the Federal list of extremist materials), `foreign_agents` or `drug_marking`.",
            example: "extremist")
        /// A candidate match's id.
        public static let matchID = PathParameter<ListMatchID>("id", schema: .id, description: "The match's id.", example: 1)
        /// A check's id (its act's number).
        public static let checkID = PathParameter<ListCheckID>("id", schema: .id, description: "The check's id.", example: 1)
        /// The file's name, kept with the version.
        public static let fileName = QueryParameters.text("fileName", "The file's name, kept with the version.")
        /// The state of the matches asked for.
        public static let state = QueryParameter("state", ListMatchState.self,
                                                 description: "Only the matches in this state; `candidate` when left out.")
        /// The list asked for.
        public static let list = QueryParameter("kind", BannedListKind.self, description: "Only this list's.")

        /// The imported versions of the lists, newest first.
        public static let versions: Route<Void, Void, [ListVersionResource]> = .get("/api/v1/lists", "listListVersions")
        /// Import a new version of a list from its file, sent as the request body.
        public static let importVersion: Route<BannedListKind, FileUpload, ListVersionResource> =
            .post("/api/v1/lists/\(kind)/versions", "importList", query: [fileName])
        /// Candidate matches (or those in another state), each list entry beside its title's copies.
        public static let matches: Route<Void, Void, [ListMatchResource]> = .get("/api/v1/lists/matches", "listListMatches",
                                                                                 query: [state, list])
        /// Confirm or reject a candidate match.
        public static let decide: Route<ListMatchID, ListDecisionInput, ListMatchResource> =
            .post("/api/v1/lists/matches/\(matchID)/decision", "decideListMatch")
        /// The journal of checks, oldest first.
        public static let checks: Route<Void, Void, [ListCheckResource]> = .get("/api/v1/lists/checks", "listListChecks")
        /// Check the fund against a list's newest version.
        public static let check: Route<Void, ListCheckInput, ListCheckResource> = .post("/api/v1/lists/checks", "checkFundAgainstList")
        /// The copies to withdraw.
        public static let withdrawal: Route<Void, Void, [ListMatchResource]> = .get("/api/v1/lists/withdrawal", "listWithdrawal")
        /// Withdraw every copy on the list for withdrawal in one act of write-off.
        public static let withdraw: Route<Void, WriteOffInput, WriteOffResource> = .post("/api/v1/lists/withdrawal", "withdrawListedCopies")
        /// The titles published in 2012 or later without an age mark.
        public static let missingAgeMarks: Route<Void, Void, [TitleResource]> =
            .get("/api/v1/age-marks/missing", "listTitlesWithoutAgeMark")
        /// The copies of titles marked 18+ kept outside the places closed to children.
        public static let adultCopiesInTheOpen: Route<Void, Void, [OpenAdultCopyResource]> =
            .get("/api/v1/age-marks/outside-closed", "listAdultCopiesOutsideClosedPlaces")
    }
}
