/// The query parameters several routes share, each declared once.
public enum QueryParameters {
    /// Words to look for.
    public static let words = text("q", "Words to look for (prefixes of words match; ё and е are the same). Empty lists everything.")
    /// How many items to skip.
    public static let offset = QueryParameter<Int>(
        "offset", schema: .integer(minimum: 0, maximum: Int(Int32.max)),
        description: "How many items to skip; 0 when left out or empty.", format: String.init) { text in
        Int(text).flatMap { (0...Int(Int32.max)).contains($0) ? $0 : nil }
    }
    /// How many items a page holds.
    public static let limit = QueryParameter<Int>(
        "limit", schema: .integer(minimum: 1, maximum: maximumLimit),
        description: "How many items a page holds (1…\(maximumLimit)); 50 when left out or empty (20 for search).",
        format: String.init) { text in
        Int(text).flatMap { (1...maximumLimit).contains($0) ? $0 : nil }
    }
    /// `offset` and `limit`, for a list's declaration.
    public static let paging: [any DeclaredQueryParameter] = [offset, limit]

    private static let maximumLimit = PageRequest.maximumLimit

    /// Which titles by the state of their copies.
    public static let availability = availability(
        "Only titles with a copy available, with a copy on loan, or with a copy overdue; `all` when left out or empty.")

    /// Which titles by the state of their copies, described for a route.
    public static func availability(_ description: String) -> QueryParameter<Availability> {
        QueryParameter("availability", schema: .string(values: Availability.allCases.map(\.rawValue)), description: description,
                       format: \.rawValue) {
            Availability(rawValue: $0.replacingOccurrences(of: "-", with: "_"))
        }
    }

    /// Text taken as it is.
    public static func text(_ name: String, _ description: String, required: Bool = false, schema: JSONSchema = .string(),
                            example: JSONValue? = nil) -> QueryParameter<String> {
        QueryParameter(name, schema: schema, description: description, required: required, example: example, format: { $0 }) { $0 }
    }

    /// A branch, by its code.
    public static func branch(_ description: String) -> QueryParameter<BranchCode> {
        key("branch", description + " Left out or empty: no branch is named.")
    }

    /// An inventory number, ticket number or branch code.
    public static func key<Key: NaturalKey>(_ name: String, _ description: String) -> QueryParameter<Key> {
        QueryParameter(name, schema: .string(), description: description, format: \.rawValue) { try? Key(validating: $0) }
    }

    /// A key that must be one when given: text that is not is refused saying what is wrong with it (422).
    public static func strictKey<Key: NaturalKey>(_ name: String, _ description: String) -> QueryParameter<Key> {
        QueryParameter(name, schema: .string(), description: description, format: \.rawValue) { try Key(validating: $0) }
    }

    /// A row's id.
    public static func id<Subject>(_ name: String, _ description: String) -> QueryParameter<RowID<Subject>> {
        QueryParameter(name, schema: .id, description: description, format: \.description) { RowID(parsing: $0) }
    }

    /// A number counted from 1 each year: `2027/5`.
    public static func yearlyNumber(_ name: String, _ description: String) -> QueryParameter<YearlyNumber> {
        QueryParameter(name, schema: .string(), description: description, format: \.text) { YearlyNumber(text: $0) }
    }

    /// A whole number in a range.
    public static func number(_ name: String, in range: ClosedRange<Int>, _ description: String) -> QueryParameter<Int> {
        QueryParameter(name, schema: .integer(minimum: range.lowerBound, maximum: range.upperBound), description: description,
                       format: String.init) { Int($0).flatMap { range.contains($0) ? $0 : nil } }
    }

    /// A yes-or-no parameter: `1`, `true`, `yes` or `0`, `false`, `no`; anything else is a mistake
    /// (400) rather than a silent no, since a misspelt `dryRun` must not store an import.
    public static func flag(_ name: String, _ description: String) -> QueryParameter<Bool> {
        QueryParameter(name, schema: .string(values: flagValues), description: description, format: { $0 ? "1" : "0" }) { text in
            switch text.lowercased() {
            case "1", "true", "yes": true
            case "0", "false", "no": false
            default: nil
            }
        }
    }

    /// A day, `YYYY-MM-DD` (also `YYYYMMDD` or `DD.MM.YYYY`).
    public static func day(_ name: String, _ description: String) -> QueryParameter<Day> {
        QueryParameter(name, schema: .dayInput(description, nullable: false), description: description, format: \.isoText) {
            try? Day(parsing: $0)
        }
    }

    /// A class, `5А`.
    public static func schoolClass(_ description: String) -> QueryParameter<SchoolClass> {
        QueryParameter("class", schema: .string(), description: description, format: \.text) { try? SchoolClass(parsing: $0) }
    }

    /// What a yes-or-no parameter may say.
    public static let flagValues = ["0", "1", "false", "true", "no", "yes"]
}
