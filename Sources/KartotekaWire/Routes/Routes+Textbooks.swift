extension Routes {
    /// `/api/v1/textbooks`: the textbook fund — a card per textbook title and its copies numbered
    /// under the card.
    public enum Textbooks {
        /// Only the cards of textbooks for a grade.
        public static let grade = QueryParameters.number("grade", in: 1...11, "Only the cards of textbooks for this grade.")

        /// The textbook fund's cards by number, each with its copies by year and who holds them.
        public static let list: Route<Void, Void, [TextbookCardResource]> = .get("/api/v1/textbooks", "listTextbookCards",
            query: [grade])
        /// Provision with textbooks, class by class and subject by subject.
        public static let provision: Route<Void, Void, TextbookProvisionResource> = .get("/api/v1/textbook-provision",
            "getTextbookProvision")
        /// The textbooks that fall out of the Federal list before the next school year, and the order
        /// list for the next three school years.
        public static let orders: Route<Void, Void, TextbookOrderPlanResource> = .get("/api/v1/textbook-orders", "getTextbookOrders")
        /// A textbook title's card.
        public static let get: Route<TitleID, Void, TextbookCardResource> =
            .get("/api/v1/textbooks/\(PathParameters.titleID)", "getTextbookCard")
        /// Open a textbook title's card, or change it.
        public static let set: Route<TitleID, TextbookCardInput, TextbookCardResource> =
            .put("/api/v1/textbooks/\(PathParameters.titleID)", "setTextbookCard")
        /// Catalogue copies of a carded textbook at once, numbered under its card: a Cyrillic U, the
        /// card's number, a dash and the copy's.
        public static let addCopies: Route<TitleID, TextbookCopiesInput, TextbookCardResource> =
            .post("/api/v1/textbooks/\(PathParameters.titleID)/copies", "addTextbookCopies")
    }
}
