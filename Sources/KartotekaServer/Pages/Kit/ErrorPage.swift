import KartotekaCore
import KartotekaHTTP

/// A page that says what went wrong and offers a way back: to the page the librarian came from
/// (a refused delete or renewal goes back to the card), and home.
enum ErrorPage {
    static func render(_ error: any KartotekaError, status: Int, context: PageContext, requestID: String? = nil) -> HTTPResponse {
        let reference: HTML = requestID.map { "<p class=\"muted\">\(context.t("Номер запроса для обращения", "Request id to quote")): \($0)</p>" } ?? .empty
        let back: HTML = context.cameFrom.map { "<a class=\"button\" href=\"\($0)\">\(context.t("← Назад", "← Back"))</a>" } ?? .empty
        let title = status == 404 ? context.t("Не найдено", "Not found") : context.t("Не получилось", "That did not work")
        return Layout.page(title, context, status: status, body: """
            <h1>\(title)</h1>
            <p class="error-message">\(context.t(error.message))</p>
            \(reference)
            <p class="actions">\(back)<a href="/">\(context.t("На главную", "Home"))</a></p>
            """)
    }
}
