extension Routes {
    /// `/api/v1/titles/{id}/description` and `/api/v1/forms/…`: a title's ГОСТ description with its
    /// catalogue cards, and the state statistics forms a library hands in.
    public enum Forms {
        /// The month of a daily register: `2027-03`.
        public static let month = QueryParameter<String>(
            "month", schema: .string(pattern: "^([0-9]{4}-(0[1-9]|1[0-2]))?$"), description: "The month: `2027-03`; this month when left out or empty.",
            example: "2027-03", format: { $0 }) { text in
            let parts = text.split(separator: "-")
            guard parts.count == 2, parts[0].count == 4, parts[1].count == 2, Int(parts[0]) != nil,
                  let month = Int(parts[1]), (1...12).contains(month) else { return nil }
            return text
        }

        /// A title's ГОСТ Р 7.0.100-2018 description and its catalogue cards.
        public static let description: Route<TitleID, Void, DescriptionResource> = .get(
            "/api/v1/titles/\(PathParameters.titleID)/description", "getTitleDescription")
        /// ОО-2 §2.6: the library fund received, withdrawn and held by line 01–09.
        public static let schoolFund: Route<Void, Void, SchoolFundReturnResource> = .get(
            "/api/v1/forms/oo2", "getSchoolFundReturn", query: [Receipts.year, Ledger.from, Ledger.to])
        /// 6-НК: each branch's return and the consolidated one.
        public static let publicLibrary: Route<Void, Void, PublicLibraryReturnsResource> = .get(
            "/api/v1/forms/6nk", "getPublicLibraryReturn", query: [Receipts.year, Ledger.from, Ledger.to])
        /// The new-arrivals bulletin of a period.
        public static let bulletin: Route<Void, Void, NewArrivalsBulletinResource> = .get(
            "/api/v1/forms/bulletin", "getNewArrivalsBulletin", query: [Receipts.year, Ledger.from, Ledger.to])
        /// The daily register of a month.
        public static let register: Route<Void, Void, DailyRegisterResource> = .get(
            "/api/v1/forms/register", "getDailyRegister", query: [month, Ledger.branch])
    }
}
