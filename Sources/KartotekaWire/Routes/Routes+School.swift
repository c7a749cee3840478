extension Routes {
    /// A school's classes: `/api/v1/classes`, `/api/v1/classes/list`, `/api/v1/classes/promotion`.
    public enum School {
        /// The class of a list whose rows name none.
        public static let listClass = QueryParameters.schoolClass("The class of the pupils whose row names none: `5А`.")

        /// The classes pupils are in now, with how many pupils each has.
        public static let classes: Route<Void, Void, [ClassSizeResource]> = .get("/api/v1/classes", "listClasses")
        /// Bring in a class list (CSV as spreadsheets save it): new pupils registered, changed ones updated.
        public static let importList: Route<Void, FileUpload, ClassListReport> = .post("/api/v1/classes/list", "importClassList",
            query: [Exchange.dryRun, listClass])
        /// The yearly promotion: every class a grade up, the last grade's pupils marked graduated.
        public static let promote: Route<Void, Void, PromotionResult> = .post("/api/v1/classes/promotion", "promoteClasses",
            query: [Exchange.dryRun])
        /// Undo the last yearly promotion: every pupil back in their class, its graduates readers again.
        public static let undoPromotion: Route<Void, Void, PromotionUndoResult> = .post("/api/v1/classes/promotion/undo", "undoPromotion")
    }
}
