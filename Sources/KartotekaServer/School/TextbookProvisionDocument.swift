import KartotekaWire

/// The textbook provision table, class by class and subject by subject: on the page and on the
/// printed sheet alike.
enum TextbookProvisionDocument {
    static func render(_ page: PageContext, _ report: TextbookProvisionResource) -> HTML {
        let texts = page.texts
        guard !report.rows.isEmpty else { return "<p class=\"empty\">\(texts.provisionNone)</p>" }
        let rows = HTML.join(report.rows.map { row -> HTML in
            """
            <tr data-class="\(row.schoolClass)" data-subject="\(row.subject)"><td>\(row.schoolClass)</td><td>\(row.subject)</td>
            <td>\(row.grades)</td><td class="number">\(row.classPupils)</td><td class="number">\(row.pupils)</td>
            <td class="number">\(row.copies)</td><td class="number percent">\(row.percent)</td><td class="number">\(row.shortfall)</td></tr>
            """
        })
        return """
            <table id="provision-table">
            <thead><tr><th>\(texts.classColumn)</th><th>\(texts.subjectColumn)</th><th>\(texts.textbookGradesColumn)</th>
            <th>\(texts.classPupilsColumn)</th><th>\(texts.gradePupilsColumn)</th><th>\(texts.copiesColumn)</th>
            <th>\(texts.percentColumn)</th><th>\(texts.shortfallColumn)</th></tr></thead>
            <tbody>\(rows)</tbody></table>
            """
    }
}
