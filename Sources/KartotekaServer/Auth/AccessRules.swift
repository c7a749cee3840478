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

    /// One segment of a compiled pattern.
    private enum PatternSegment {
        /// Exactly this text.
        case literal(String)
        /// Any one segment (`:id`).
        case parameter
        /// This segment starts with the text, and the rest of the path may be anything (`books*`).
        case prefixThenRest(String)
        /// Anything from here on (`*`).
        case rest
    }

    /// A rule with its method and pattern parsed once.
    private struct CompiledRule {
        let method: String
        let segments: [PatternSegment]
        let requirement: Requirement
    }

    /// The rules with their patterns split into segments once.
    private static let compiled: [CompiledRule] = rules.map { rule in
        let parts = rule.pattern == "*" ? ["*"] : rule.pattern.split(separator: "/", omittingEmptySubsequences: true)
        let segments: [PatternSegment] = parts.map { part in
            if part == "*" { return .rest }
            if part.hasSuffix("*") { return .prefixThenRest(String(part.dropLast())) }
            if part.hasPrefix(":") { return .parameter }
            return .literal(String(part))
        }
        return CompiledRule(method: rule.method, segments: segments, requirement: rule.requirement)
    }

    /// The requirement of a request.
    static func requirement(method: String, segments: [String]) -> Requirement {
        let reads = method == "GET" || method == "HEAD"
        for rule in compiled where methodMatches(rule.method, method, reads: reads) && pathMatches(rule.segments, segments) {
            return rule.requirement
        }
        return .signedIn
    }

    private static func methodMatches(_ rule: String, _ method: String, reads: Bool) -> Bool {
        switch rule {
        case "*": true
        case "WRITE": !reads
        case "GET": reads
        default: rule == method
        }
    }

    private static func pathMatches(_ parts: [PatternSegment], _ path: [String]) -> Bool {
        for (index, part) in parts.enumerated() {
            switch part {
            case .rest:
                return true
            case .prefixThenRest(let prefix):
                guard index < path.count else { return false }
                return path[index].hasPrefix(prefix)
            case .parameter:
                guard index < path.count else { return false }
            case .literal(let text):
                guard index < path.count, text == path[index] else { return false }
            }
        }
        return parts.count == path.count
    }
}
