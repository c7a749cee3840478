import KartotekaCore
import KartotekaWire

/// A copy's fields of the fund's accounts on the cataloguing forms: the batch it came in (the
/// open ones, and the one it has), on the balance or off it, what kind of document it is and its class for ОО-2.
enum CopyAccountInputs {
    static func render(_ fields: FormInputs, _ context: PageContext, draft: CopyDraft, receipts: [ReceiptRecord]) -> HTML {
        let balances = [("", context.texts.onBalanceChoice), ("0", context.texts.offBalanceChoice)]
        let kinds = DocumentType.allCases.map { ($0 == .book ? "" : $0.rawValue, context.text($0.name)) }
        return """
            \(receiptSelect(fields, context, value: draft.receipt, receipts: receipts))
            \(fields.select("onBalance", CopyDraft.field(.onBalance).wording(in: context.texts).label, value: CopyDraft.offBalanceText(draft.onBalance), options: balances))
            \(fields.select("documentType", CopyDraft.field(.documentType).wording(in: context.texts).label, value: draft.documentType == DocumentType.book.rawValue ? "" : draft.documentType,
                            options: kinds))
            \(fields.select(FundClass.field, CopyDraft.field(.fundClass).wording(in: context.texts).label, value: draft.fundClass,
                            options: [("", context.texts.fundClassByKind)] + FundClass.allCases.map { ($0.rawValue, context.text($0.name)) }))
            """
    }

    /// The choice of batch: none, the open batches, and `value` when it is none of them.
    static func receiptSelect(_ fields: FormInputs, _ context: PageContext, value: String, receipts: [ReceiptRecord]) -> HTML {
        let language = context.language
        var options = [("", context.texts.noReceipt)] + receipts.map { record in
            (record.number.text, "№ \(record.number.text) · \(record.receipt.receivedOn.text(in: language)) · \(context.text(record.receipt.source.name))")
        }
        if !value.isEmpty, !options.contains(where: { $0.0 == value }) { options.append((value, "№ \(value)")) }
        return fields.select("receipt", CopyDraft.field(.receipt).wording(in: context.texts).label, value: value, options: options)
    }
}

extension RequestContext {
    /// The batches copies may still join, newest first, for the cataloguing forms (none for an
    /// account that keeps no accounts).
    func openReceipts() throws -> [ReceiptRecord] {
        guard page.may(.keepAccounts) else { return [] }
        return try store.receipts(ReceiptQuery(openOnly: true, page: PageRequest(limit: 100))).items
    }
}

extension CopyDraft {
    /// What a form's balance choice holds: `0` for off the balance, else empty.
    static func offBalanceText(_ text: String) -> String {
        offBalanceWords.contains(text.trimmingCharacters(in: .whitespaces).lowercased()) ? "0" : ""
    }
}
