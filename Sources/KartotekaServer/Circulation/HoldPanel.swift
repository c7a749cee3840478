import KartotekaCore
import KartotekaWire

/// Holds on the staff pages: the list rows (with where each stands, and a cancel button for a
/// hold in force), a title card's section with the form that reserves it for a reader, a reader
/// card's section, and the desk's shelf of holds waiting for the reader at the desk.
enum HoldPanel {
    /// One hold as a row: the book or the reader (whichever the page is not about), where it
    /// stands, the pickup branch, and cancelling.
    static func row(_ context: PageContext, _ hold: HoldRecord, showTitle: Bool, showReader: Bool, back: String) -> HTML {
        var parts: [HTML] = []
        if showTitle { parts.append("<a href=\"\(TitlePages.card.path(hold.titleID))\">\(hold.titleDescription)</a>") }
        if showReader {
            let who = context.holderDisclosure == .contact ? "\(hold.readerName), \(context.texts.ticket) \(hold.ticketNumber)"
                : "\(context.texts.ticket) \(hold.ticketNumber)"
            parts.append(context.may(.browseReaders) || context.mayOpen(ReaderPages.card)
                ? "<a href=\"\(ReaderPages.card.path(hold.ticketNumber))\">\(who)</a>" : "\(who)")
        }
        if let wanted = hold.wantedCopy { parts.append("\(context.texts.holdOfCopy(wanted.rawValue))") }
        parts.append("<span class=\"status\">\(context.text(hold.standing))</span>")
        let byReader: HTML = hold.placedByReader ? " <span class=\"muted\">\(context.texts.placedByReaderMark)</span>" : .empty
        let cancel: HTML = hold.state.isActive && context.may(.circulate) ? """
            <form method="post" action="\(HoldPages.cancel.path(hold.id))" data-confirm="\(context.texts.cancelHoldQuestion)"><input type="hidden" name="back" value="\(back)"><button type="submit">\(context.texts.cancelHold)</button></form>
            """ : .empty
        return """
            <li class="row hold \(hold.state.rawValue)" data-hold="\(hold.id)" data-state="\(hold.state.rawValue)"><div>\(HTML.join(parts, separator: " · "))\(byReader)</div>
            <div class="actions">\(cancel)</div></li>
            """
    }

    /// A title card's holds, and the form that reserves the title for a reader at a branch: its
    /// copies to choose from are those that may be reserved (no written-off or lost one), and
    /// with none the card says the title is not in the fund instead of offering the form.
    static func titleSection(_ context: PageContext, details: TitleDetails, branches: [BranchRecord], ticket: String = "",
                             problems: [FieldProblem] = []) -> HTML {
        let back = TitlePages.card.path(details.record.id)
        let rows = details.holds.map { row(context, $0, showTitle: false, showReader: true, back: back) }
        let inputs = FormInputs(context, problems: problems)
        let pickup: HTML = branches.count > 1
            ? inputs.select("pickupBranch", context.texts.pickupBranchField, value: context.deskBranch?.rawValue ?? "",
                            options: branches.map { ($0.code.rawValue, "\($0.code) · \($0.branch.name)") })
            : .empty
        let holdable = details.copies.filter { $0.record.copy.status.isHoldable }
        let copies: HTML = holdable.count > 1
            ? inputs.select("inventoryNumber", context.texts.holdWhichCopy, value: "",
                            options: [("", context.texts.anyCopy)] + holdable.map { ($0.record.inventoryNumber.rawValue, $0.record.inventoryNumber.rawValue) })
            : .empty
        let form: HTML
        if !context.may(.circulate) {
            form = .empty
        } else if holdable.isEmpty && !details.copies.isEmpty {
            form = details.copies.contains { $0.record.copy.status.isInFund } ? .empty
                : "<p class=\"hint\" id=\"no-hold\">\(context.texts.notInFund)</p>"
        } else {
            form = """
                <form method="post" action="\(HoldPages.place.path(details.record.id))" class="inline-form" id="place-hold" novalidate>
                \(inputs.input("ticketNumber", context.texts.holdForReader, value: ticket, required: true))
                \(copies)
                \(pickup)
                <button type="submit">\(context.texts.placeHold)</button>
                </form>
                """
        }
        return """
            <section id="title-holds"><h2>\(context.texts.holdsHeading(details.holds.count))</h2>
            <ul class="rows">\(rows)</ul>
            \(form)</section>
            """
    }

    /// A reader card's holds in force.
    static func readerSection(_ context: PageContext, details: ReaderDetails) -> HTML {
        guard !details.holds.isEmpty else { return .empty }
        let back = ReaderPages.card.path(details.record.reader.ticketNumber)
        let rows = details.holds.map { row(context, $0, showTitle: true, showReader: false, back: back) }
        return "<section id=\"reader-holds\"><h2>\(context.texts.holdsHeading(details.holds.count))</h2><ul class=\"rows\">\(rows)</ul></section>"
    }

    /// The desk's shelf of the holds waiting for the reader at the desk (and their place in the
    /// queues of the others); hidden when they have none.
    static func deskSection(_ context: PageContext, details: ReaderDetails) -> HTML {
        guard !details.holds.isEmpty else {
            return "<section id=\"desk-holds\" aria-label=\"\(context.texts.holdsWaiting)\" hidden></section>"
        }
        let items = details.holds.map { hold -> HTML in
            "<li class=\"hold \(hold.state.rawValue)\" data-hold=\"\(hold.id)\" data-state=\"\(hold.state.rawValue)\">\(hold.titleDescription) — \(context.text(hold.standing))</li>"
        }
        let waiting = details.holds.filter { $0.state == .waiting }.count
        return """
            <section id="desk-holds" aria-label="\(context.texts.holdsWaiting)">
            <h3>\(waiting > 0 ? "\(context.texts.holdsWaiting) (\(waiting))" : "\(context.texts.holdsQueued) (\(details.holds.count))")</h3><ul>\(items)</ul></section>
            """
    }

    /// What a copy row says of the hold it is set aside for.
    static func copyNote(_ context: PageContext, _ hold: HoldRecord) -> HTML {
        let who = context.holderDisclosure == .contact ? "\(hold.readerName) (\(hold.ticketNumber))" : hold.ticketNumber.rawValue
        return " <span class=\"held\">\(context.texts.setAsideFor(who, standing: context.text(hold.standing)))</span>"
    }
}
