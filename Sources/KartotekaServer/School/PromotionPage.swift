import KartotekaCore
import KartotekaHTTP
import KartotekaWire

/// The yearly promotion: shown first as it would be (nothing changed), then done with one press;
/// the pupils leaving school are listed with what they still hold.
enum PromotionPage {
    /// The page; `said`: what undoing the last promotion did, or why it could not. The last
    /// promotion, just made or earlier, has a button that undoes it.
    static func render(_ context: PageContext, report: PromotionReport, today: Day,
                       said: (text: String, isProblem: Bool)? = nil) -> HTTPResponse {
        let texts = context.texts
        var moves: [String: (to: String, count: Int)] = [:]
        for step in report.promotion.promoted {
            moves[step.from.text, default: (step.to?.text ?? "", 0)].count += 1
        }
        let classes = report.promotion.promoted.map(\.from).reduce(into: [SchoolClass]()) { if !$0.contains($1) { $0.append($1) } }
        let moveRows = classes.map { from -> HTML in
            let move = moves[from.text] ?? ("", 0)
            return "<li data-class=\"\(from.text)\">\(from.text) → \(move.to) · \(texts.pupils(move.count))</li>"
        }
        let leavers = report.promotion.leaving.map { step -> HTML in
            let holding = report.leaversHolding[step.reader.id] ?? []
            let books = holding.map { "<li>\($0.loan.inventoryNumber) \($0.titleDescription), \(texts.due) \($0.loan.dueOn.text(in: context.language))</li>" as HTML }
            return """
                <li data-ticket="\(step.reader.reader.ticketNumber)"><a href="\(ReaderPages.card.path(step.reader.reader.ticketNumber))">\(step.reader.reader.fullName)</a>
                · \(step.from.text) · \(holding.isEmpty ? texts.holdsNothing : texts.stillHolds(holding.count))
                \(holding.isEmpty ? HTML.empty : "<ul>\(books)</ul>")</li>
                """
        }
        let listedAhead = report.listedAhead.map { record -> HTML in
            let reader = record.reader
            return "<li data-ticket=\"\(reader.ticketNumber)\"><a href=\"\(ReaderPages.card.path(reader.ticketNumber))\">\(reader.fullName)</a> · \(reader.currentClass?.text ?? "")</li>"
        }
        let previous: HTML = report.previousPromotionOn.map { day in
            "<p class=\"\(report.applied ? "muted" : "warning")\">\(texts.lastPromotion(day.text(in: context.language)))</p>"
        } ?? .empty
        let action: HTML = report.applied ? "<p class=\"notice\" role=\"status\">\(texts.promotionDone)</p>" : """
            <p class="muted">\(texts.promotionNotDoneYet(report.lastGrade))</p>
            <form method="post" action="\(SchoolPages.promotionPreview.path)" id="promotion-form" data-confirm="\(texts.promoteQuestion)">
            <div class="actions"><button type="submit" class="primary">\(texts.promoteClasses)</button></div></form>
            """
        let undo: HTML = report.applied || report.previousPromotionOn != nil ? """
            <form method="post" action="\(SchoolPages.undoPromotion.path)" id="promotion-undo-form" data-confirm="\(texts.undoPromotionQuestion)">
            <div class="actions"><button type="submit">\(texts.undoPromotion)</button></div></form>
            """ : .empty
        let message: HTML = said.map { said in
            said.isProblem ? "<p class=\"problems\" role=\"alert\" id=\"promotion-message\">\(said.text)</p>"
                : "<p class=\"notice\" role=\"status\" id=\"promotion-message\">\(said.text)</p>"
        } ?? .empty
        return Layout.page(texts.promotion, context, status: said?.isProblem == true ? 409 : 200, body: """
            <p class="crumbs"><a href="\(SchoolPages.classes.path)">\(texts.classes)</a></p>
            <h1>\(texts.promotion)</h1>
            \(message)
            \(previous)
            \(action)
            \(undo)
            <h2>\(texts.classesMoveUp)</h2>
            <ul class="rows" id="promotion-moves">\(moveRows)</ul>
            <h2>\(texts.leavingSchool) (\(report.promotion.leaving.count))</h2>
            <ul class="rows" id="promotion-leavers">\(leavers)</ul>
            \(listedAhead.isEmpty ? HTML.empty : """
                <h2>\(texts.listedAheadHeading(listedAhead.count))</h2>
                <ul class="rows" id="promotion-listed-ahead">\(listedAhead)</ul>
                """)
            """)
    }
}
