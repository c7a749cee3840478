import KartotekaCore
import KartotekaHTTP
import KartotekaWire

/// The acts of write-off, a line each, and the form that draws up a new one.
enum WriteOffListPage {
    static func render(_ context: PageContext, acts: Page<WriteOffRecord>, draft: WriteOffDraft, problems: [FieldProblem], year: Int?,
                       status: Int) -> HTTPResponse {
        let language = context.language
        let rows = acts.items.map { act -> HTML in
            """
            <li class="row" data-act="\(act.number.text)"><a href="\(WriteOffPages.path(act.number))">
            <span class="title">№ \(act.number.text) · \(act.date.text(in: language)) · \(context.text(act.reason.name))</span>
            <span class="status">\(context.texts.actTally(copies: act.items.count, sum: LedgerTable.money(act.tally.sum, language),
                                                          revalued: LedgerTable.money(act.revaluedSum, language)))</span>
            </a></li>
            """
        }
        let frame = LedgerListFrame(title: context.texts.writeOffs, path: WriteOffPages.list.path, id: "write-off", empty: context.texts.noActs,
                                    formTitle: context.texts.newWriteOff, action: WriteOffPages.create.path, submit: context.texts.drawUpAct)
        let fields = FormInputs(context, problems: problems)
        let reasons = WriteOffReason.allCases.map { ($0.rawValue, context.text($0.name)) }
        let inputs: HTML = """
            \(fields.input("date", context.text(LedgerHeading.actDate.name), value: draft.date, kind: "date", required: true))
            \(fields.input("number", context.text(LedgerHeading.actNumber.name), value: draft.number, hint: context.texts.ksuNumberHint))
            \(fields.select("reason", context.text(LedgerHeading.reason.name), value: draft.reason, options: reasons))
            \(fields.input("approvedBy", context.texts.approvedByField, value: draft.approvedBy, hint: context.texts.approvedByHint))
            \(fields.textarea("commission", context.texts.commissionField, value: draft.commission, rows: 3))
            <small class="hint">\(context.texts.commissionHint)</small>
            \(fields.input("coefficient", context.text(LedgerHeading.coefficient.name), value: draft.coefficient, hint: context.texts.coefficientHint))
            \(fields.textarea("copies", context.texts.actCopiesField, value: draft.copies, rows: 6))
            <small class="hint">\(context.texts.actCopiesHint)</small>
            \(fields.input("note", context.text(LedgerHeading.note.name), value: draft.note))
            """
        return frame.render(context, rows: rows, page: acts, year: year, fields: fields, inputs: inputs, status: status)
    }
}
