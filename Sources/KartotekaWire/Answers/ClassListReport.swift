import KartotekaValues

/// What importing a class list did, or would do (a dry run): the pupils new to the library, those
/// whose records change and how, those of the list's classes the list does not name, and the
/// lines left out.
public struct ClassListReport: Codable, Sendable, Hashable {
    /// A pupil named by the list.
    public struct Pupil: Codable, Sendable, Hashable {
        /// The line of the file, counting from 1 (absent for a pupil the list does not name).
        public var line: Int?
        public var ticketNumber: String
        /// `Иванов Иван Иванович`.
        public var name: String
        /// `5А`.
        public var schoolClass: String?
        /// What changes, for a pupil whose record does.
        public var changes: [Change]?

        /// Creates it from its parts.
        public init(line: Int? = nil, ticketNumber: String, name: String, schoolClass: String? = nil, changes: [Change]? = nil) {
            self.line = line
            self.ticketNumber = ticketNumber
            self.name = name
            self.schoolClass = schoolClass
            self.changes = changes
        }
    }

    /// One field that changes: its name in forms and the API, and the old and new values.
    public struct Change: Codable, Sendable, Hashable {
        public var field: String
        public var old: String
        public var new: String

        /// Creates it from its parts.
        public init(field: String, old: String, new: String) {
            self.field = field
            self.old = old
            self.new = new
        }
    }

    /// A line left out, and why (in the language asked for).
    public struct Problem: Codable, Sendable, Hashable {
        public var line: Int
        public var message: String

        /// Creates it from its parts.
        public init(line: Int, message: String) {
            self.line = line
            self.message = message
        }
    }

    /// Whether nothing was stored.
    public var dryRun: Bool = false
    /// The classes the list names.
    public var classes: [String] = []
    public var new: [Pupil] = []
    public var changed: [Pupil] = []
    /// How many rows matched a reader whose record stays as it is.
    public var unchanged: Int = 0
    /// Readers in the list's classes whom the list does not name (left as they are).
    /// Whether it is a list for the coming school year (most pupils it finds come from the grade
    /// below): the promotion that follows leaves its pupils in the classes it gives.
    public var forNextYear: Bool = false
    public var missing: [Pupil] = []
    public var problems: [Problem] = []

    /// Empty, for the mapping from the domain to fill in.
    public init() {}
}

extension ClassListReport: SchemaDescribed {
    public static let schema = Schema<ClassListReport>.resource(
        "ClassListReport", "What a class list did, or would do.",
        [
            .init("dryRun", \.dryRun), .init("classes", \.classes), .init("new", \.new), .init("changed", \.changed),
            .init("unchanged", \.unchanged, .count),
            .init("forNextYear", \.forNextYear, "A list for the coming school year (most pupils it finds come from the grade below): "
                    + "the promotion that follows leaves its pupils in the classes it gives."),
            .init("missing", \.missing, "Pupils of the list's classes it does not name (left as they are)."), .init("problems", \.problems),
        ])
}

extension ClassListReport.Pupil: SchemaDescribed {
    public static let schema = Schema<ClassListReport.Pupil>.resource(
        nil, "A pupil named by a class list, or of its classes and not named.",
        [
            .init("line", \.line, .integer("The line of the file.", minimum: 1)), .init("ticketNumber", \.ticketNumber),
            .init("name", \.name), .init("schoolClass", \.schoolClass),
            .init("changes", \.changes, "What changes in the reader's record."),
        ])
}

extension ClassListReport.Change: SchemaDescribed {
    public static let schema = Schema<ClassListReport.Change>.resource(nil, nil, [
        .init("field", \.field), .init("old", \.old), .init("new", \.new),
    ])
}

extension ClassListReport.Problem: SchemaDescribed {
    public static let schema = Schema<ClassListReport.Problem>.resource(nil, nil, [
        .init("line", \.line, .count), .init("message", \.message),
    ])
}
