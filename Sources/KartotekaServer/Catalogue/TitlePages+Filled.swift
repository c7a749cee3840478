import Foundation
import KartotekaCore
import KartotekaHTTP
import KartotekaUseCases
import KartotekaWire

/// The New Book form filled in with what was found — a scanned QR card or ISBN, a record chosen
/// on the copy-cataloguing page — answered to the post that found it. A draft never travels in an
/// address: a long annotation would not fit one.
extension TitlePages {
    /// Where the posted fields came from (a provider's or a catalogue's name).
    static let sourceField = FormField<String?>("source") { $0.flatMap { $0.isEmpty ? nil : $0.collapsedWhitespace } }

    /// A record chosen on the copy-cataloguing page, posted as the form's fields.
    static let filled = Endpoint.form("/books/new/filled", .permission(.editCatalogue), fields: FormFields.title.form + [sourceField]) { context in
        var draft = TitleDraft()
        try context.fill(&draft, FormFields.title)
        return try filledForm(context, draft: draft, inventoryNumber: nil, source: context.form(sourceField), notice: nil)
    }

    /// The form with `draft` and a first copy numbered `inventoryNumber` (the receipt chosen at
    /// this desk), `notice` on top, and where the values came from.
    static func filledForm(_ context: RequestContext, draft: TitleDraft, inventoryNumber: String?, source: String?,
                           notice: Notice?) throws -> HTTPResponse {
        var copy = CopyDraft(storagePlace: try context.ask(DefaultStoragePlace()))
        copy.inventoryNumber = inventoryNumber ?? ""
        copy.receipt = ReceiptCookie.receipt(in: context.request)?.text ?? ""
        var page = context.page
        page.notice = notice
        return TitleForm.render(page, draft: draft, copy: copy, problems: [], action: TitlePages.newForm.path, source: source,
                                receipts: try context.openReceipts())
    }
}
