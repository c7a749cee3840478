import KartotekaCore
import KartotekaHTTP
import KartotekaUseCases
import KartotekaWire

/// A search's answer on the page: what each catalogue did, then each edition with every
/// catalogue's record in a column, and under each a button that opens the New Book form filled
/// with that record.
struct CopyCataloguingResultView {
    let context: PageContext
    let result: CopyCataloguingResult
    let style: AuthorSignStyle

    var html: HTML {
        let outcomes = result.outcomes.map { outcome -> HTML in
            if let failure = outcome.failure {
                return "<li class=\"problem\" role=\"alert\">\(context.text(failure.message))</li>"
            }
            let unread: HTML = outcome.undecodable > 0 ? "; \(context.texts.recordsNotRead(outcome.undecodable))" : .empty
            return "<li><strong>\(outcome.target)</strong>: \(context.texts.targetAnswered(found: outcome.found, shown: outcome.received))\(unread)</li>"
        }
        let editions = result.groups.enumerated().map { edition($1, number: $0 + 1) }
        return """
            <section id="copycat-result">
            <ul class="rows" id="copycat-outcomes">\(outcomes)</ul>
            <h2>\(result.groups.isEmpty ? context.texts.nothingFound : context.texts.editionsFound(result.groups.count))</h2>
            \(editions)
            </section>
            """
    }

    /// One edition: its records side by side.
    private func edition(_ group: CopyCataloguingGroup, number: Int) -> HTML {
        let drafts = group.candidates.map { $0.draft(authorSignStyle: style) }
        let first = drafts[0]
        let heading = [first.title, [first.authorSurname, first.authorInitials].filter { !$0.isEmpty }.joined(separator: " "), first.year]
            .filter { !$0.isEmpty }.joined(separator: " · ")
        let catalogued: HTML = group.cataloguedTitleID.map {
            "<p class=\"notice\"><a href=\"\(TitlePages.card.path($0))\" class=\"catalogued\">\(context.texts.alreadyInCatalogue)</a></p>"
        } ?? .empty
        // The author's name in one row, then each one-line field of the title's table.
        let author = [TitleField.authorSurname, .authorInitials, .authorGivenNames]
        let rows: [(String, (TitleDraft) -> String)] = [
            (context.texts.candidateAuthor, { [$0.authorSurname, $0.authorInitials].filter { !$0.isEmpty }.joined(separator: " ") }),
        ] + TitleFields.all.filter { !author.contains($0.key) && ![.paragraph, .choice].contains($0.control) }.map { field in
            (field.wording(in: context.texts).label, { $0[keyPath: field.draft] })
        }
        let header = group.candidates.map { "<th scope=\"col\">\($0.target) <small class=\"muted\">\($0.format.name)</small></th>" as HTML }
        let body = rows.compactMap { label, value -> HTML? in
            let values = drafts.map(value)
            guard values.contains(where: { !$0.isEmpty }) else { return nil }
            return "<tr><th scope=\"row\">\(label)</th>\(values.map { "<td>\($0)</td>" as HTML })</tr>"
        }
        // The record goes to the New Book form as posted fields: an annotation may be too long for an address.
        let choices = zip(group.candidates, drafts).map { candidate, draft -> HTML in
            let fields = TitleDraft.namedFields.filter { !draft[keyPath: $0.1].isEmpty }.map { name, keyPath -> HTML in
                "<input type=\"hidden\" name=\"\(name)\" value=\"\(draft[keyPath: keyPath])\">"
            }
            return """
                <td><form method="post" action="\(TitlePages.filled.path)" class="use-record">\(HTML.join(fields))\
                <input type="hidden" name="\(TitlePages.sourceField.name)" value="\(candidate.target)">\
                <button type="submit" class="primary">\(context.texts.useThisRecord)</button></form></td>
                """
        }
        return """
            <section class="copycat-edition" id="edition-\(number)">
            <h3>\(heading)</h3>
            \(catalogued)
            <div class="table"><table>
            <thead><tr><th></th>\(header)</tr></thead>
            <tbody>\(body)<tr><th></th>\(choices)</tr></tbody>
            </table></div>
            </section>
            """
    }
}
