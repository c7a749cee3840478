import KartotekaCore
import KartotekaWire

/// ОО-2 §2.6 as the form prints it: its heading, and a table of the lines with their numbers and
/// the three columns.
enum SchoolFundDocument {
    static func render(_ context: PageContext, _ report: SchoolFundReturnResource) -> HTML {
        let rows = HTML.join(report.rows.map { row -> HTML in
            """
            <tr data-line="\(row.line)"><td>\(row.name)</td><td class="number">\(row.line)</td><td class="number">\(row.received)</td>
            <td class="number">\(row.withdrawn)</td><td class="number">\(row.end)</td></tr>
            """
        })
        return """
            <h1>2.6. Формирование и использование библиотечного (книжного) фонда</h1>
            <p class="subtitle">Форма ОО-2 · \(context.texts.formPeriod(from: report.from, to: report.to)) · единица измерения: экземпляр</p>
            <table id="oo2-table">
            <thead><tr><th>Наименование показателя</th><th>№ строки</th><th>Поступило</th><th>Выбыло</th><th>Состоит на конец года</th></tr>
            <tr class="columns"><th>1</th><th>2</th><th>3</th><th>4</th><th>5</th></tr></thead>
            <tbody>\(rows)</tbody>
            </table>
            <p class="note">\(context.texts.oo2Note)</p>
            """
    }
}
