import KartotekaCore
import KartotekaHTTP
import KartotekaWire

/// A textbook set's page: each copy with its pupil and whether it is back, a pupil ticked as
/// having returned or lost theirs, copies taken back by scanning; and the list of who still owes
/// what, by class, as it prints for the class teacher.
enum ClassSetCardPage {
    static func render(_ context: PageContext, set: ClassSet, without: [(ticket: TicketNumber, name: String)], problems: [FieldProblem],
                       scanned: String = "", status: Int = 200) -> HTTPResponse {
        let texts = context.texts
        let back = ClassSetPages.card.path(set.id)
        let rows = set.loans.map { loan -> HTML in
            let reader: HTML = loan.holder.map {
                "<a href=\"\(ReaderPages.card.path($0.ticketNumber))\">\($0.shortName)</a> (\($0.ticketNumber))"
            } ?? HTML(stringLiteral: loan.loan.ticketNumber?.rawValue ?? "")
            let state = loan.loan.lossSettledAt != nil ? texts.copyLostMadeGood : loan.loan.lostAt != nil ? texts.copyLost
                : loan.loan.isOpen ? texts.copyOut : texts.copyReturned
            let actions: HTML = loan.loan.isOpen && context.may(.circulate) ? """
                <form method="post" action="\(ClassSetPages.takeBack.path(set.id))"><input type="hidden" name="copies" value="\(loan.loan.inventoryNumber)"><button type="submit">\(texts.markReturned)</button></form>
                <form method="post" action="\(StandingPages.recordLoss.path(loan.loan.inventoryNumber))" data-confirm="\(texts.recordLostQuestion)"><input type="hidden" name="back" value="\(back)"><button type="submit" class="danger">\(texts.markLost)</button></form>
                """ : .empty
            return """
                <tr data-copy="\(loan.loan.inventoryNumber)"><td>\(reader)</td><td>\(loan.loan.inventoryNumber)</td>
                <td>\(loan.loan.dueOn.text(in: context.language))</td><td>\(state)</td><td>\(actions)</td></tr>
                """
        }
        let fields = FormInputs(context, problems: problems)
        let scan: HTML = context.may(.circulate) && !set.outstanding.isEmpty ? """
            \(fields.summary())
            <form method="post" action="\(ClassSetPages.takeBack.path(set.id))" class="form compact" id="class-set-return">
            \(fields.textarea("copies", texts.takeBackCopies, value: scanned, rows: 4))
            <p class="hint">\(texts.takeBackCopiesHint)</p>
            <div class="actions"><button type="submit" class="primary">\(texts.takeBack)</button></div></form>
            """ : .empty
        let teacher: HTML = set.teacher.map { " · \(texts.setToTeacher) \($0)" } ?? .empty
        let rest = set.teacher == nil ? remaining(context, set: set, without: without) : .empty
        return Layout.page("\(set.schoolClass.text) · \(set.titleDescription)", context, status: status, body: """
            <p class="crumbs"><a href="\(ClassSetPages.list.path)">\(texts.classSets)</a></p>
            <h1>\(set.schoolClass.text) · \(set.titleDescription)</h1>
            <p>\(set.handedOn.text(in: context.language))\(teacher) · \(texts.setOutstanding(set.outstanding.count, of: set.loans.count))</p>
            <div class="table"><table id="class-set-copies"><thead><tr><th>\(texts.pupil)</th><th>\(context.text(LedgerHeading.inventoryNumber.name))</th>
            <th>\(texts.dueOnHeading)</th><th></th><th></th></tr></thead><tbody>\(rows)</tbody></table></div>
            \(rest)
            \(scan)
            """)
    }

    /// The pupils a hand-out left out, each with why, and the class's pupils still without the
    /// title, by name, with the button that hands theirs out now.
    private static func remaining(_ context: PageContext, set: ClassSet, without: [(ticket: TicketNumber, name: String)]) -> HTML {
        let texts = context.texts
        func reader(_ ticket: TicketNumber, _ name: String) -> HTML {
            "<a href=\"\(ReaderPages.card.path(ticket))\">\(name)</a> (\(ticket))"
        }
        let leftOut: HTML = set.leftOut.isEmpty ? .empty : """
            <h2>\(texts.leftOutHeading)</h2>
            <ul class="rows" id="class-set-left-out">\(set.leftOut.map { pupil -> HTML in
                "<li class=\"row\" data-ticket=\"\(pupil.ticketNumber)\">\(reader(pupil.ticketNumber, pupil.name)) — \(context.text(pupil.reason))</li>"
            })</ul>
            """
        guard !without.isEmpty, let title = set.titleID else { return leftOut }
        let button: HTML = context.may(.circulate) ? """
            <form method="post" action="\(ClassSetPages.handOut.path)"><input type="hidden" name="titleId" value="\(title)">
            <input type="hidden" name="\(SchoolClass.field)" value="\(set.schoolClass.text)">
            <button type="submit">\(texts.handToTheRest)</button></form>
            """ : .empty
        return """
            \(leftOut)
            <h2>\(texts.pupilsWithoutHeading)</h2>
            <p class="hint">\(texts.pupilsWithoutHint)</p>
            <ul class="rows" id="class-set-without">\(without.map { "<li class=\"row\" data-ticket=\"\($0.ticket)\">\(reader($0.ticket, $0.name))</li>" as HTML })</ul>
            \(button)
            """
    }

    /// A loan's mark on the reader card and at the desk when it is a copy of a class's set: ` · комплект 5А`.
    static func mark(_ context: PageContext, _ loan: LoanDetails) -> HTML {
        loan.classSet.map { " · <span class=\"class-set\">\(context.texts.classSetMark) \($0.text)</span>" } ?? .empty
    }

    /// Who still owes the copies of the sets, as it prints: a table per class and title.
    static func owing(_ context: PageContext, sets: [ClassSet], schoolClass: SchoolClass?) -> HTML {
        func h(_ heading: LedgerHeading) -> String { context.text(heading.name) }
        // The day each set was handed out tells last year's debtors of a class from this year's.
        var table = LedgerTable(id: "class-sets-owing", headings: [h(.schoolClass), h(.handedOn), h(.textbook), h(.reader), h(.ticketNumber),
                                                                    h(.inventoryNumber), h(.dueOn)])
        for set in sets {
            for loan in set.owed {
                let due = loan.loan.lostAt == nil ? loan.loan.dueOn.text(in: context.language) : context.text(CopyStatus.lost.name)
                table.add([LedgerTable.Cell(set.schoolClass.text), LedgerTable.Cell(set.handedOn.text(in: context.language)),
                           LedgerTable.Cell(set.titleDescription),
                           LedgerTable.Cell(loan.holder?.shortName ?? ""), LedgerTable.Cell(loan.loan.ticketNumber?.rawValue ?? ""),
                           LedgerTable.Cell(loan.loan.inventoryNumber.rawValue), LedgerTable.Cell(due)])
            }
        }
        let owed = sets.contains { !$0.owed.isEmpty }
        return """
            <h1>\(h(.owingList))\(schoolClass.map { " · \($0.text)" } ?? "")</h1>
            \(owed ? table.html : "<p class=\"empty\">\(context.texts.owingNone)</p>" as HTML)
            """
    }
}
