import KartotekaCore
import KartotekaHTTP
import KartotekaWire

/// The export and import page.
enum ExchangePage {
    /// The page; `receipts`: the open batches an import's new copies may join.
    static func render(_ context: PageContext, settings: LibrarySettings, receipts: [ReceiptRecord]) -> HTTPResponse {
        let mail = settings.exchange.mail
        let mailNote: HTML = mail.serverURL.isEmpty
            ? "<p class=\"muted\">\(context.texts.mailNotSetUpYet)</p>"
            : .empty
        let encoding = settings.exchange.encoding
        return Layout.page(context.texts.export, context, body: """
            <h1>\(context.texts.exchangeWithIRBIS)</h1>
            \(mailNote)
            <h2>\(context.texts.catalogueDatabase)</h2>
            \(ExportPanel.render(context, selection: ExportSelection(records: .titles), recipient: mail.lastRecipient))
            \(changedSince(context, what: "titles", label: context.texts.titlesChangedSince))
            <h2>\(context.texts.readersDatabase)</h2>
            \(ExportPanel.render(context, selection: ExportSelection(records: .readers), recipient: mail.lastRecipient))
            \(changedSince(context, what: "readers", label: context.texts.readersChangedSince))
            <p class="muted">\(context.texts.fileEncodingNote(encoding))</p>
            <h2>\(context.texts.loadFromIRBIS)</h2>
            <form method="post" action="\(ExchangePages.importFile.path)" enctype="multipart/form-data" class="form" id="import-form">
            <fieldset><legend>\(context.texts.file)</legend>
            <label class="field"><span>\(context.texts.exportFile)</span><input type="file" name="file" required></label>
            <label class="field"><span>\(context.texts.kindOfFile)</span><select name="source">
            <option value="irbis-text">\(context.texts.irbisTextFormat)</option>
            <option value="irbis-iso">\(context.texts.irbisISO)</option>
            <option value="rusmarc-iso">RUSMARC, ISO 2709</option></select></label>
            <label class="field"><span>\(context.texts.encoding)</span><select name="encoding">
            <option value="">\(context.texts.detectEncoding)</option>
            <option value="windows-1251">Windows-1251</option><option value="utf-8">UTF-8</option></select></label>
            <label class="field"><span>\(context.texts.whenRecordExists)</span><select name="duplicates">
            <option value="skip">\(context.texts.skipIt)</option>
            <option value="update">\(context.texts.updateIt)</option>
            <option value="add-copy">\(context.texts.addCopiesToExistingTitle)</option></select></label>
            \(receipts.isEmpty ? HTML.empty : CopyAccountInputs.receiptSelect(FormInputs(context), context, value: "", receipts: receipts))
            <label class="field check"><input type="checkbox" name="dryRun" value="1" checked> \(context.texts.dryRunOption)</label>
            </fieldset>
            <div class="actions"><button type="submit" class="primary">\(context.texts.load)</button></div>
            </form>
            """)
    }

    /// A download of the titles or readers changed since a day.
    private static func changedSince(_ context: PageContext, what: String, label: String) -> HTML {
        """
        <form method="get" action="\(ExchangePages.download.path)" class="inline-form">
        <input type="hidden" name="what" value="\(what)">
        <label>\(label) <input type="date" name="since" required></label>
        <select name="format" aria-label="\(context.texts.format)"><option value="text">\(context.texts.textFormat)</option><option value="iso">ISO 2709</option></select>
        <button type="submit">\(context.texts.download)</button>
        </form>
        """
    }
}
