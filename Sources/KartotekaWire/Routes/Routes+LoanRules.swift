extension Routes {
    /// `/api/v1/loan-rules`: the loan rules per reader category and kind of item, over the library's own.
    public enum LoanRules {
        /// The rule's reader category.
        public static let category = QueryParameters.text("category", "The rule's reader category; any category when left out.")
        /// The rule's kind of item.
        public static let kind = QueryParameter("kind", DocumentKind.self, description: "The rule's kind of item; any kind when left out.")

        /// The library's own loan terms and the rules per reader category and kind of item.
        public static let list: Route<Void, Void, LoanRulesResource> = .get("/api/v1/loan-rules", "listLoanRules")
        /// Set the rule of a reader category, a kind of item, or both (added, or its terms replaced).
        public static let set: Route<Void, LoanRuleResource, LoanRulesResource> = .put("/api/v1/loan-rules", "setLoanRule")
        /// Remove the rule of a reader category, a kind of item, or both.
        public static let remove: Route<Void, Void, NoContent> = .delete("/api/v1/loan-rules", "removeLoanRule",
            query: [category, kind])
    }
}
