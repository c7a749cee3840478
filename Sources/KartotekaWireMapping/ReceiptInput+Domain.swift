import Foundation
import KartotekaCore
import KartotekaWire

extension ReceiptInput {
    /// The input for a receipt, with the number wanted and whether it is open.
    public init(_ receipt: Receipt, number: YearlyNumber? = nil, open: Bool? = nil) {
        self.init(number: number?.text, receivedOn: receipt.receivedOn.isoText, source: receipt.source.rawValue, supplier: receipt.supplier,
                  documentKind: receipt.document.kind.rawValue, documentNumber: receipt.document.number,
                  documentDate: receipt.document.date?.isoText, note: receipt.note, open: open)
    }
}

extension ReceiptInput {
    /// The fields as a draft.
    public var draft: ReceiptDraft {
        var draft = ReceiptDraft()
        draft.number = number ?? ""
        draft.receivedOn = receivedOn
        draft.source = source
        draft.supplier = supplier ?? ""
        draft.documentKind = documentKind ?? ""
        draft.documentNumber = documentNumber ?? ""
        draft.documentDate = documentDate ?? ""
        draft.note = note ?? ""
        return draft
    }
}
