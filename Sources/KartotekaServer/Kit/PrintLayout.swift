import Foundation
import KartotekaCore
import KartotekaHTTP
import KartotekaWire

/// The frame of a printable document: an A4 sheet (landscape when `wide`) headed by the library's
/// name, with the print stylesheet, and above it, on screen only, the way back, a print button and
/// the CSV. A document that lays out its own pages (catalogue cards) names its own stylesheet and
/// is not put on a sheet.
enum PrintLayout {
    static func page(_ title: String, _ context: PageContext, back: String, csv: String?, wide: Bool = false,
                     stylesheet: String = StaticAssets.printStylesheetPath, onSheet: Bool = true, body: HTML) -> HTTPResponse {
        let content: HTML = onSheet ? "<main class=\"sheet\(HTML(raw: wide ? " wide" : ""))\">\n\(libraryName(context))\n\(body)\n</main>" : body
        let csvLink: HTML = csv.map { "<a href=\"\($0)\" download>\(context.texts.downloadCSV)</a>" } ?? .empty
        let html: HTML = """
            \(Layout.documentHead(title, context))
            <link rel="stylesheet" href="\(stylesheet)">
            </head>
            <body>
            <nav class="tools"><a href="\(back)">\(context.texts.back)</a>
            <button type="button" data-print>\(context.texts.print)</button>
            \(csvLink)</nav>
            \(content)
            <script src="\(StaticAssets.path(of: "desk.js"))" defer></script>
            </body>
            </html>
            """
        return .html(html.text)
    }

    /// The library's name as a form's first line; nothing while the settings name none.
    static func libraryName(_ context: PageContext) -> HTML {
        context.library.name.isEmpty ? .empty : "<p class=\"library-name\">\(context.library.name)</p>"
    }

    /// A CSV file to download, named `name`.
    static func csv(_ text: String, name: String) -> HTTPResponse {
        HTTPResponse(contentType: "text/csv; charset=utf-8", body: Data(text.utf8))
            .adding("Content-Disposition", "attachment; filename=\"\(name)\"")
    }

    /// Signature lines for the people named: a line to sign on, with what to write under it.
    static func signatures(_ context: PageContext, _ people: [(role: String, name: String)]) -> HTML {
        let lines = people.map { person -> HTML in
            """
            <p><span class="role">\(person.role)</span> <span class="line"><small>\(context.text(LedgerHeading.signature.name))</small></span>
            <span class="name">\(person.name)</span></p>
            """
        }
        return "<div class=\"signatures\">\(lines)</div>"
    }

    /// A heading of the documents in the page's language.
    static func heading(_ context: PageContext, _ heading: LedgerHeading) -> String {
        context.text(heading.name)
    }
}
