import KartotekaWire

/// Puts the session's anti-forgery token into every form that posts, so no page can forget it.
enum AntiForgery {
    /// The page with `<input type="hidden" name="csrf">` added right after each `<form method="post" …>` tag.
    static func insert(_ token: String?, into page: String) -> String {
        guard let token, page.contains("method=\"post\"") else { return page }
        let field = "<input type=\"hidden\" name=\"csrf\" value=\"\(HTML.escape(token))\">"
        var result = ""
        result.reserveCapacity(page.utf8.count + 256)
        var rest = page[...]
        while let start = rest.range(of: "<form method=\"post\"") {
            guard let close = rest[start.upperBound...].firstIndex(of: ">") else { break }
            result += rest[..<rest.index(after: close)]
            result += field
            rest = rest[rest.index(after: close)...]
        }
        result += rest
        return result
    }
}
