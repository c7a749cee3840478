import KartotekaCore
import KartotekaWire
import KartotekaWireMapping

/// The query parameters several endpoints share, each declared once.
enum QueryParameters {
    /// Words to look for.
    static let words = QueryParameter<String>(
        "q", schema: OpenAPISchema.string(),
        description: "Words to look for (prefixes of words match; ё and е are the same). Empty lists everything.") { $0 }
    /// How many items to skip.
    static let offset = QueryParameter<Int>(
        "offset", schema: OpenAPISchema.integer(minimum: 0, maximum: Int(Int32.max)),
        description: "How many items to skip; 0 when left out or empty.") { text in
        Int(text).flatMap { (0...Int(Int32.max)).contains($0) ? $0 : nil }
    }
    /// How many items a page holds.
    static let limit = QueryParameter<Int>(
        "limit", schema: OpenAPISchema.integer(minimum: 1, maximum: PageRequest.maximumLimit),
        description: "How many items a page holds (1…\(PageRequest.maximumLimit)); 50 when left out or empty (20 for search).") { text in
        Int(text).flatMap { (1...PageRequest.maximumLimit).contains($0) ? $0 : nil }
    }
    /// `offset` and `limit`, for a list's declaration.
    static let paging: [any DeclaredQueryParameter] = [offset, limit]

    /// Which titles by the state of their copies.
    static let availability = availability(
        "Only titles with a copy available, with a copy on loan, or with a copy overdue; `all` when left out or empty.")

    /// Which titles by the state of their copies, described for an endpoint.
    static func availability(_ description: String) -> QueryParameter<Availability> {
        QueryParameter("availability", schema: OpenAPISchema.string(values: Availability.allCases.map(\.rawValue)),
                       description: description) {
            Availability(rawValue: $0.replacingOccurrences(of: "-", with: "_"))
        }
    }

    /// The confirmation a page shows after a redirect (`?notice=book-saved`); only the fixed texts
    /// of ``Notice`` can appear. Every page takes it: the page's frame reads it.
    static let notice = QueryParameter<Notice>(
        Notice.queryName, schema: OpenAPISchema.string(), description: "A confirmation to show after a redirect.") { Notice(rawValue: $0) }

    /// A branch, by its code.
    static func branch(_ description: String) -> QueryParameter<BranchCode> {
        QueryParameter("branch", schema: OpenAPISchema.string(), description: description + " Left out or empty: no branch is named.") {
            try? BranchCode(validating: $0)
        }
    }

    /// A yes-or-no parameter: `1`, `true`, `yes` or `0`, `false`, `no`; anything else is a mistake
    /// (400) rather than a silent no, since a misspelt `dryRun` must not store an import.
    static func flag(_ name: String, _ description: String) -> QueryParameter<Bool> {
        QueryParameter(name, schema: OpenAPISchema.string(values: flagValues), description: description) { text in
            switch text.lowercased() {
            case "1", "true", "yes": true
            case "0", "false", "no": false
            default: nil
            }
        }
    }

    /// A day, `YYYY-MM-DD` (also `YYYYMMDD` or `DD.MM.YYYY`).
    static func day(_ name: String, _ description: String) -> QueryParameter<Day> {
        QueryParameter(name, schema: OpenAPISchema.dayInput(description, nullable: false), description: description) {
            try? Day(parsing: $0)
        }
    }

    /// What a yes-or-no parameter may say.
    static let flagValues = ["0", "1", "false", "true", "no", "yes"]
}

extension RequestContext {
    /// One page of a list, from `offset` and `limit`.
    func pageRequest(defaultLimit: Int = 50) throws -> PageRequest {
        PageRequest(offset: try query(QueryParameters.offset) ?? 0, limit: try query(QueryParameters.limit) ?? defaultLimit)
    }

    /// One page of a list on a page, where an `offset` or `limit` that is not a number counts as
    /// left out.
    func listPage(defaultLimit: Int) throws -> PageRequest {
        PageRequest(offset: try lenientQuery(QueryParameters.offset) ?? 0, limit: try lenientQuery(QueryParameters.limit) ?? defaultLimit)
    }
}
