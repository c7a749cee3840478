import KartotekaCore
import KartotekaWire

/// 6-НК as it prints: for each branch and for the consolidated return, the users, visits and
/// loans with their columns, and the fund.
enum PublicLibraryDocument {
    static func render(_ context: PageContext, _ returns: PublicLibraryReturnsResource) -> HTML {
        let sections = HTML.join((returns.branches + [returns.consolidated]).map { library in
            section(context, library, id: library.branch.isEmpty ? "nk-consolidated" : "nk-branch-\(library.branch)")
        })
        return """
            <h1>6-НК. Сведения об общедоступной (публичной) библиотеке</h1>
            <p class="subtitle">\(context.texts.formPeriod(from: returns.from, to: returns.to))</p>
            \(sections)
            <p class="note">\(context.texts.nkNote)</p>
            """
    }

    private static func section(_ context: PageContext, _ library: PublicLibraryReturnResource, id: String) -> HTML {
        let title = library.branch.isEmpty ? context.texts.nkConsolidated : "\(library.branch) · \(library.name)"
        let rows = HTML.join(library.lines.map { line -> HTML in
            let cells = HTML.join(line.figures.map { "<td class=\"number\">\($0)</td>" as HTML })
            return "<tr data-indicator=\"\(line.indicator)\"><td>\(line.name)</td>\(cells)</tr>"
        })
        return """
            <section id="\(id)">
            <h2>\(title)</h2>
            <table>
            <thead><tr><th>Показатель</th><th>Всего</th><th>\(ReaderAgeGroup.children.name)</th><th>\(ReaderAgeGroup.youth.name)</th>
            <th>\(ReaderAgeGroup.others.name)</th><th>в стационарном режиме</th><th>в удалённом режиме</th></tr></thead>
            <tbody>\(rows)</tbody>
            </table>
            <table>
            <thead><tr><th>Библиотечный фонд, экз.</th><th>Поступило</th><th>Выбыло</th><th>Состоит на конец года</th></tr></thead>
            <tbody><tr data-indicator="fund"><td>Всего</td><td class="number">\(library.fundReceived)</td>
            <td class="number">\(library.fundWithdrawn)</td><td class="number">\(library.fundEnd)</td></tr></tbody>
            </table>
            <p class="note">\(context.texts.withoutBirthDate(library.withoutBirthDate))</p>
            </section>
            """
    }
}
