import KartotekaCore
import KartotekaHTTP
import KartotekaWire

/// A page that says what went wrong and offers a way back: to the page the librarian came from
/// (a refused delete or renewal goes back to the card), and home.
enum ErrorPage {
    static func render(_ error: any KartotekaError, status: Int, context: PageContext, requestID: String? = nil) -> HTTPResponse {
        let reference: HTML = requestID.map { "<p class=\"muted\">\(context.texts.requestIDToQuote): \($0)</p>" } ?? .empty
        let back: HTML = context.cameFrom.map { "<a class=\"button\" href=\"\($0)\">\(context.texts.back)</a>" } ?? .empty
        let title = status == 404 ? context.texts.notFound : context.texts.thatDidNotWork
        return Layout.page(title, context, status: status, body: """
            <h1>\(title)</h1>
            <p class="error-message">\(context.text(error.message))</p>
            \(reference)
            <p class="actions">\(back)<a href="\(WebPages.home.path)">\(context.texts.home)</a></p>
            """)
    }
}
