import Foundation

extension KartotekaClient {
    /// The classes pupils are in now, with their sizes.
    public func schoolClasses() async throws(KartotekaClientError) -> [ClassSizeResource] {
        try await send(Request(method: "GET", path: ["api", "v1", "classes"]))
    }

    /// Brings in a class list (CSV bytes as a spreadsheet saves them); `schoolClass` is the class of
    /// rows naming none. With `dryRun` nothing is stored: the report says what would be.
    public func importClassList(_ data: Data, schoolClass: String? = nil,
                                dryRun: Bool = false) async throws(KartotekaClientError) -> ClassListReport {
        var query = [URLQueryItem(name: "dryRun", value: dryRun ? "1" : "0")]
        if let schoolClass { query.append(URLQueryItem(name: "class", value: schoolClass)) }
        return try await send(Request(method: "POST", path: ["api", "v1", "classes", "list"], query: query, body: data,
                                      contentType: "text/csv"))
    }

    /// The yearly promotion: every class a grade up, the last grade's pupils graduated. Run it
    /// with `dryRun` first.
    public func promoteClasses(dryRun: Bool) async throws(KartotekaClientError) -> PromotionResult {
        try await send(Request(method: "POST", path: ["api", "v1", "classes", "promotion"],
                               query: [URLQueryItem(name: "dryRun", value: dryRun ? "1" : "0")]))
    }
}
