import Foundation
import Testing

/// Pages build their links, form actions and redirects from the routes' declarations
/// (`TitlePages.card.path(id)`), never from a path written out: a renamed path then cannot leave
/// a dead link behind.
@Suite("Links from routes")
struct PageLinkTests {
    /// A path written out where a page links, posts or sends the browser: an `href`, `src`,
    /// `action` or `formaction` attribute (in a Swift string, its quote escaped or not), a hidden
    /// `back` field, a redirect, a notice's page, a link built with its query, a pager's or a
    /// print page's path, or the fallback of one of these; a path written onto another
    /// (`"\(card)/edit"`); a path in a page's script.
    static let literalPath = try! NSRegularExpression(pattern: #"""
        (?x)
        \b(?:href|src|action|formaction|value)=\\?"/           # an attribute
        | \b(?:redirect\(to|shown\(on|path|back|csv|action):\s*"/  # a redirect, a notice's page, an argument
        | \blink\(\s*"/                                        # PageContext.link("/books", …)
        | \?\?\s*"/                                            # back ?? "/books"
        | "\\\([^"]*?\)/[A-Za-z]                               # "\(card)/edit"
        | '/[A-Za-z]                                           # in a page's script
        """#)

    /// The lines of `source` that write a path out.
    static func literalPaths(in source: String) -> [String] {
        source.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { number, line in
            let text = String(line)
            let range = NSRange(text.startIndex..., in: text)
            return literalPath.firstMatch(in: text, range: range) == nil ? nil : "\(number + 1): \(text.trimmingCharacters(in: .whitespaces))"
        }
    }

    /// The check finds what it is meant to find, and passes what is built from a route.
    @Test func theCheckFindsAPathWrittenOut() {
        let written = [
            #"<a href="/books">"#, #"<a href=\"/books/\(id)\">"#, #"<form method="post" action="/copies/7/return">"#,
            #"formaction="/books/lookup""#, #"<input type="hidden" name="back" value="/scan">"#,
            #"return .redirect(to: "/books?notice=book-deleted")"#, #"Notice.lent.shown(on: "/books/\(id)")"#,
            #"PageContext.link("/books/new", [("back", here)])"#, #"Pager.render(context, page: results, path: "/holds", parameters: [])"#,
            #"<a href="\(back ?? "/books")">"#, #"fetch('/api/v1/scan', { method: 'POST' })"#,
            #"<form method="post" action="\(path)/delete">"#, #"back: path(act.number), csv: "\(path(act.number))/csv")"#,
            #"link.href = '/books/' + answer.cataloguedTitleId;"#,
        ]
        for line in written {
            #expect(Self.literalPaths(in: line).count == 1, "not found: \(line)")
        }
        let built = [
            #"<a href="\(TitlePages.list.path)">"#, #"<form method="post" action="\(CopyPages.returnCopy.path(inventory))">"#,
            #"return .redirect(to: "\(TitlePages.list.path)?notice=book-deleted")"#, ##"<a href="#\(idPrefix)\(field)">"##,
            #"static let card: PageRoute<TitleID> = Endpoint.page(.get, "/books/\(PathParameters.titleID)", .permission(.lookUp))"#,
            #"fetch(form.getAttribute('data-lookup') + encodeURIComponent(value))"#,
        ]
        for line in built {
            #expect(Self.literalPaths(in: line).isEmpty, "found: \(line)")
        }
    }

    /// No page, form or page script of the server writes a path out.
    @Test func noPageWritesAPathOut() throws {
        let server = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/KartotekaServer")
        let files = (FileManager.default.enumerator(atPath: server.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift") || $0.hasSuffix(".js") }
        #expect(files.count > 100)
        var found: [String] = []
        for file in files.sorted() {
            let source = try String(contentsOf: server.appendingPathComponent(file), encoding: .utf8)
            found += Self.literalPaths(in: source).map { "\(file):\($0)" }
        }
        #expect(found.isEmpty, "paths written out instead of built from their routes:\n\(found.joined(separator: "\n"))")
    }
}
