import KartotekaCore
import KartotekaWire

/// The fields of a receipt on its forms.
enum ReceiptFormInputs {
    static func render(_ fields: FormInputs, _ context: PageContext, draft: ReceiptDraft, numberEditable: Bool) -> HTML {
        let sources = ReceiptSource.allCases.map { ($0.rawValue, context.text($0.name)) }
        let kinds = AccompanyingDocumentKind.allCases.map { ($0.rawValue, context.text($0.name)) }
        let number: HTML = numberEditable
            ? fields.input("number", context.texts.ksuNumberField, value: draft.number, hint: context.texts.ksuNumberHint) : .empty
        let documentKind = draft.documentKind.isEmpty ? AccompanyingDocumentKind.acceptanceAct.rawValue : draft.documentKind
        return """
            \(fields.input("receivedOn", context.texts.receivedOnField, value: draft.receivedOn, kind: "date", required: true))
            \(number)
            \(fields.select("source", context.text(LedgerHeading.source.name), value: draft.source, options: sources))
            \(fields.input("supplier", context.text(LedgerHeading.supplier.name), value: draft.supplier))
            \(fields.select("documentKind", context.texts.documentKindField, value: documentKind, options: kinds))
            \(fields.input("documentNumber", context.texts.documentNumberField, value: draft.documentNumber))
            \(fields.input("documentDate", context.texts.documentDateField, value: draft.documentDate, kind: "date"))
            \(fields.input("note", context.text(LedgerHeading.note.name), value: draft.note))
            """
    }
}
