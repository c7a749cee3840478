import KartotekaCore

/// Who may reach what. One table for pages and API alike; anything not listed needs a signed-in
/// account, so a forgotten route is closed rather than open.
enum AccessRules {
    /// What a request needs.
    enum Requirement: Equatable {
        /// Anyone, signed in or not.
        case open
        /// Any signed-in account.
        case signedIn
        /// A signed-in account with this permission.
        case permission(Permission)
    }

    /// Rules in order: method (`*` any, `WRITE` any but GET/HEAD), path pattern (`*` matches the
    /// rest, `:x` one segment), requirement. The first match wins.
    private static let rules: [(method: String, pattern: String, requirement: Requirement)] = [
        ("GET", "/", .open), ("GET", "/login", .open), ("POST", "/login", .open), ("GET", "/lang", .open),
        ("GET", "/static/*", .open), ("GET", "/favicon.ico", .open),
        ("GET", "/locations", .open), ("GET", "/catalog", .open), ("GET", "/catalogue", .open),
        ("GET", "/locations/search", .open), ("GET", "/api/v1/openapi.json", .open),
        ("GET", "/api/v1/locations", .open), ("GET", "/api/v1/locations/:id", .open),
        ("POST", "/logout", .signedIn),

        ("WRITE", "/api/v1/loans", .permission(.circulate)),
        ("WRITE", "/api/v1/copies/:inventory/return", .permission(.circulate)),
        ("WRITE", "/api/v1/copies/:inventory/renew", .permission(.circulate)),
        ("WRITE", "/copies/:inventory/lend", .permission(.circulate)),
        ("WRITE", "/copies/:inventory/return", .permission(.circulate)),
        ("WRITE", "/copies/:inventory/renew", .permission(.circulate)),

        ("*", "/api/v1/export*", .permission(.exchange)), ("*", "/api/v1/import", .permission(.exchange)),
        ("*", "/export*", .permission(.exchange)), ("*", "/import", .permission(.exchange)),
        ("*", "/settings", .permission(.manageSettings)), ("*", "/api/v1/settings", .permission(.manageSettings)),
        ("*", "/accounts*", .permission(.manageAccounts)), ("*", "/audit", .permission(.manageAccounts)),
        ("*", "/api/v1/readers/:ticket/data", .permission(.editReaders)),

        ("WRITE", "/api/v1/titles*", .permission(.editCatalogue)), ("WRITE", "/api/v1/copies/*", .permission(.editCatalogue)),
        ("WRITE", "/books*", .permission(.editCatalogue)), ("WRITE", "/copies/*", .permission(.editCatalogue)),
        ("GET", "/books/new", .permission(.editCatalogue)), ("GET", "/books/:id/edit", .permission(.editCatalogue)),
        ("GET", "/copies/:inventory/edit", .permission(.editCatalogue)),
        ("WRITE", "/api/v1/readers*", .permission(.editReaders)), ("WRITE", "/readers*", .permission(.editReaders)),
        ("GET", "/readers/new", .permission(.editReaders)), ("GET", "/readers/:ticket/edit", .permission(.editReaders)),
        ("WRITE", "/api/v1/locations*", .permission(.manageLocations)), ("*", "/locations/*", .permission(.manageLocations)),
        ("WRITE", "/scan*", .permission(.lookUp)), ("WRITE", "/api/v1/scan*", .permission(.lookUp)),
        ("WRITE", "/labels*", .permission(.lookUp)),
        ("GET", "*", .permission(.lookUp)),
    ]

    /// The rules with their patterns split into segments once.
    private static let compiled: [(method: String, segments: [Substring], requirement: Requirement)] = rules.map { rule in
        (rule.method, rule.pattern == "*" ? ["*"] : rule.pattern.split(separator: "/", omittingEmptySubsequences: true), rule.requirement)
    }

    /// The requirement of a request.
    static func requirement(method: String, segments: [String]) -> Requirement {
        for rule in compiled where methodMatches(rule.method, method) && pathMatches(rule.segments, segments) {
            return rule.requirement
        }
        return .signedIn
    }

    private static func methodMatches(_ rule: String, _ method: String) -> Bool {
        switch rule {
        case "*": true
        case "WRITE": method != "GET" && method != "HEAD"
        case "GET": method == "GET" || method == "HEAD"
        default: rule == method
        }
    }

    private static func pathMatches(_ parts: [Substring], _ path: [String]) -> Bool {
        for (index, part) in parts.enumerated() {
            if part == "*" { return true }
            if part.hasSuffix("*") {
                guard index < path.count else { return false }
                return path[index].hasPrefix(part.dropLast())
            }
            guard index < path.count else { return false }
            if !part.hasPrefix(":") && part != path[index] { return false }
        }
        return parts.count == path.count
    }
}
