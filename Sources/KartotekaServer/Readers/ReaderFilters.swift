import KartotekaCore
import KartotekaStore
import KartotekaWire

/// The filters of the readers lists and the overdue list: a class, a category, graduates.
enum ReaderFilters {
    /// A class, `5А` (`5A` and `5 а` read the same); its pupils now.
    static let schoolClass = Routes.Readers.schoolClass
    /// The class textbook sets were handed to, `5А`, whatever class their pupils are in now.
    static let setClass = Routes.ClassSets.setClass
    /// A reader category, as written.
    static let category = Routes.Readers.category
    /// Graduates only, or only the others.
    static let graduated = Routes.Readers.graduated

    /// The query the filters of the request make (words and page left to the caller).
    static func query(_ context: RequestContext, lenient: Bool = false) throws -> ReaderQuery {
        ReaderQuery(schoolClass: lenient ? try context.lenientQuery(schoolClass) : try context.query(schoolClass),
                    category: (lenient ? try context.lenientQuery(category) : try context.query(category)).flatMap(ReaderCategory.init),
                    graduated: lenient ? try context.lenientQuery(graduated) : try context.query(graduated))
    }
}
