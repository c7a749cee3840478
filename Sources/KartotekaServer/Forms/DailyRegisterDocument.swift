import KartotekaCore
import KartotekaWire

/// The daily register of a month as it prints: a line per day with its columns, and the totals.
enum DailyRegisterDocument {
    static func render(_ context: PageContext, _ register: DailyRegisterResource) -> HTML {
        let headings = HTML.join(DailyRegisterResource.headings.map { "<th>\($0)</th>" as HTML })
        let rows = HTML.join(register.lines.map { row($0, label: (try? Day(parsing: $0.day))?.text(in: context.language) ?? $0.day) })
        return """
            <h1>Дневник работы библиотеки</h1>
            <p class="subtitle">\(context.texts.formPeriod(from: register.from, to: register.to))\(register.branch.isEmpty ? "" : " · \(register.branch)")</p>
            <table id="register-table">
            <thead><tr><th>Дата</th>\(headings)</tr></thead>
            <tbody>\(rows)</tbody>
            <tfoot>\(row(register.total, label: "Итого", total: true))</tfoot>
            </table>
            <p class="note">\(context.texts.registerNote)</p>
            """
    }

    private static func row(_ line: DailyRegisterResource.Line, label: String, total: Bool = false) -> HTML {
        let cells = HTML.join(line.figures.map { "<td class=\"number\">\($0)</td>" as HTML })
        return "<tr\(HTML(raw: total ? " class=\"total\"" : " data-day=\"\(line.day)\""))><td>\(label)</td>\(cells)</tr>"
    }
}
