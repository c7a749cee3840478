import KartotekaCore
import KartotekaStore

/// The filters of the readers lists and the overdue list: a class, a category, graduates.
enum ReaderFilters {
    /// A class, `5А` (`5A` and `5 а` read the same); its pupils now.
    static let schoolClass = QueryParameter<SchoolClass>(
        "class", schema: OpenAPISchema.string(), description: "Only the pupils of this class now: `5А`. Left out or empty: any.") {
        try? SchoolClass(parsing: $0)
    }
    /// The class textbook sets were handed to, `5А`, whatever class their pupils are in now.
    static let setClass = QueryParameter<SchoolClass>(
        "class", schema: OpenAPISchema.string(), description: "Only the sets handed to this class: `5А`. Left out or empty: every class.") {
        try? SchoolClass(parsing: $0)
    }
    /// A reader category, as written.
    static let category = QueryParameter<ReaderCategory>(
        "category", schema: OpenAPISchema.string(), description: "Only the readers of this category, as written. Left out or empty: any.") {
        ReaderCategory($0)
    }
    /// Graduates only, or only the others.
    static let graduated = QueryParameters.flag("graduated", "`1`, `true` or `yes`: only pupils who left school; `0`, `false` or `no`: "
                                                  + "only the others. Left out: everyone.")

    /// The query the filters of the request make (words and page left to the caller).
    static func query(_ context: RequestContext, lenient: Bool = false) throws -> ReaderQuery {
        ReaderQuery(schoolClass: lenient ? try context.lenientQuery(schoolClass) : try context.query(schoolClass),
                    category: lenient ? try context.lenientQuery(category) : try context.query(category),
                    graduated: lenient ? try context.lenientQuery(graduated) : try context.query(graduated))
    }
}
