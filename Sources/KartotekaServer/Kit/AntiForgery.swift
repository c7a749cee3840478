import KartotekaWire

/// Puts the session's anti-forgery token into every form that posts, so no page can forget it.
enum AntiForgery {
    /// The field that carries a token, up to its value.
    static let fieldStart = "<input type=\"hidden\" name=\"csrf\""

    /// The field that carries `token`.
    static func field(_ token: String) -> String {
        "\(fieldStart) value=\"\(HTML.escape(token))\">"
    }

    /// The page with the token's field added right after each `<form …>` tag that posts
    /// (`method="post"` among its attributes), unless the form starts with a token of its own (the
    /// sign-out form, which takes the session's token on a page whose forms carry another).
    static func insert(_ token: String?, into page: String) -> String {
        guard let token, page.contains("method=\"post\"") else { return page }
        let field = field(token)
        var result = ""
        result.reserveCapacity(page.utf8.count + 256)
        var rest = page[...]
        while let start = rest.range(of: "<form ") {
            guard let close = rest[start.upperBound...].firstIndex(of: ">") else { break }
            let posts = rest[start.upperBound..<close].contains("method=\"post\"")
            let afterTag = rest.index(after: close)
            result += rest[..<afterTag]
            rest = rest[afterTag...]
            if posts, !rest.hasPrefix(fieldStart) {
                result += field
            }
        }
        result += rest
        return result
    }
}
