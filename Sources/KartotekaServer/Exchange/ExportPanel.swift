import KartotekaCore
import KartotekaWire

/// The "to IRBIS" block on title and reader cards and under lists: download as text or ISO 2709,
/// or send by e-mail, for the records the selection names.
enum ExportPanel {
    static func render(_ context: PageContext, selection: ExportSelection, recipient: String) -> HTML {
        // Offered to those who may export, only: a button that ends in 403 is no button.
        guard context.mayOpen(ExchangePages.download) else { return .empty }
        let parameters = selection.parameters
        let format = Routes.Exchange.format.declaration.name
        let text = PageContext.link(ExchangePages.download.path, parameters + [(format, IRBISFileFormat.text.rawValue)])
        let iso = PageContext.link(ExchangePages.download.path, parameters + [(format, IRBISFileFormat.iso2709.rawValue)])
        let hidden = parameters.map { "<input type=\"hidden\" name=\"\($0.0)\" value=\"\($0.1)\">" as HTML }
        return """
            <section class="export-panel" aria-label="\(context.texts.exportToIRBIS)">
            <h2>\(context.texts.exportToIRBIS)</h2>
            <div class="actions">
            <a class="button" href="\(text)" download>\(context.texts.downloadText)</a>
            <a class="button" href="\(iso)" download>\(context.texts.downloadISO)</a>
            </div>
            <form method="post" action="\(ExchangePages.mail.path)" class="inline-form">
            \(hidden)
            <label>\(context.texts.sendByEmailTo)
            <input type="email" name="to" value="\(recipient)" required autocomplete="email"></label>
            <select name="format" aria-label="\(context.texts.format)"><option value="text">\(context.texts.textFormat)</option><option value="iso">ISO 2709</option></select>
            <button type="submit">\(context.texts.send)</button>
            </form>
            </section>
            """
    }
}
