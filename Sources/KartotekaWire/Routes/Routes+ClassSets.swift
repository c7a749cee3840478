extension Routes {
    /// `/api/v1/class-sets`: textbook sets handed to classes for the school year and taken back.
    public enum ClassSets {
        /// The class textbook sets were handed to, `5А`, whatever class their pupils are in now.
        public static let setClass = QueryParameters.schoolClass("Only the sets handed to this class: `5А`. Left out or empty: every class.")

        /// Textbook sets handed to classes, newest first, each with who still holds its copies.
        public static let list: Route<Void, Void, [ClassSetResource]> = .get("/api/v1/class-sets", "listClassSets", query: [setClass])
        /// Hand a textbook set to a class: a copy on the shelf to each pupil, or as many to a teacher.
        public static let handOut: Route<Void, ClassSetInput, ClassSetResource> = .post("/api/v1/class-sets", "handOutClassSet")
        /// A textbook set with each copy and who holds it.
        public static let get: Route<ClassSetID, Void, ClassSetResource> =
            .get("/api/v1/class-sets/\(PathParameters.classSetID)", "getClassSet")
        /// Take back copies of a set: all of them, or none when one is not out in the set.
        public static let takeBack: Route<ClassSetID, ClassSetReturnInput, ClassSetResource> =
            .post("/api/v1/class-sets/\(PathParameters.classSetID)/return", "returnClassSet")
    }
}
