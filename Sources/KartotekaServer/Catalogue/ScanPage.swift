import Foundation
import KartotekaCore
import KartotekaHTTP
import KartotekaMetadata
import KartotekaScan
import KartotekaStore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `/scan`: the camera (frames decoded on the server), a photo upload for when there is no
/// camera, and a box for a USB scanner or pasted QR text. Whatever is read opens what it leads to,
/// with what the scan found said on top there; a code that leads nowhere is named on this page
/// with what to do about it.
enum ScanPage {
    static let endpoints: [any EndpointDeclaration] = [page, read]

    static let page = Endpoint.page(.get, "/scan", .permission(.lookUp)) { context in
        render(context.page, problem: nil, batch: try batchChooser(context))
    }

    /// A photo of the code.
    static let photo = FormField.file("photo")
    /// A code typed by a USB scanner, or a QR card's text pasted; empty counts as not sent.
    static let text = FormField<String?>("text") { $0.flatMap { $0.isEmpty ? nil : $0 } }

    static let read = Endpoint.form("/scan", .permission(.lookUp), fields: [photo, text], work: .long) { context in
        do {
            let codes = try CataloguingAPI.codes(typed: context.form(text), picture: context.form(photo)?.data ?? Data(),
                                                 scanner: context.services.scanner)
            let resolution = try context.run(context.services.resolveScan(codes))
            guard let next = resolution.next else {
                return render(context.page, problem: resolution.message(in: context.page.language),
                              offers: offers(resolution, context.page), batch: try batchChooser(context), status: 422)
            }
            // A card or an ISBN not catalogued: the form filled in, here (not through an address).
            if let draft = resolution.draft, context.page.mayOpen(TitlePages.newForm) {
                return try TitlePages.filledForm(context, draft: draft, inventoryNumber: resolution.inventoryNumber, source: resolution.source,
                                                 notice: Notice(linkedFrom: next))
            }
            return .redirect(to: next)
        } catch let error as ScanError {
            return render(context.page, problem: context.page.text(error.message), batch: try batchChooser(context), status: 422)
        }
    }

    /// The batch the books scanned here are catalogued into, and the choice of another: for an
    /// account that catalogues and keeps the accounts.
    private static func batchChooser(_ context: RequestContext) throws -> HTML {
        let page = context.page
        guard page.may(.editCatalogue), page.may(.keepAccounts) else { return .empty }
        let current = ReceiptCookie.receipt(in: context.request)?.text ?? ""
        return """
            <form method="post" action="\(ReceiptPages.choose.path)" class="inline-form" id="scan-batch">
            <input type="hidden" name="back" value="\(ScanPage.page.path)">
            \(CopyAccountInputs.receiptSelect(FormInputs(page), page, value: current, receipts: try context.openReceipts()))
            <button type="submit">\(page.texts.chooseBatch)</button>
            </form>
            """
    }

    /// Where a code that led nowhere may lead instead: both a copy and a reader numbered alike,
    /// or adding the book or the reader a number was not found for (as far as the account may).
    private static func offers(_ resolution: ScanResolution, _ context: PageContext) -> [HTML] {
        let number = resolution.inventoryNumber ?? resolution.ticketNumber ?? ""
        let link = { (href: String, text: String) -> HTML in "<a class=\"button\" href=\"\(href)\">\(text)</a>" }
        if resolution.kind == "ambiguous", let titleID = resolution.titleId {
            return [link("\(TitlePages.card.path(TitleID(titleID)))#copy-\(ScanResolver.anchor(number))", context.texts.openCopyNumbered(number)),
                    link(ReaderPages.card.path(TicketNumber(unchecked: number)), context.texts.openReaderWithTicket(number))]
        }
        var offers: [HTML] = []
        if let inventory = resolution.inventoryNumber, context.mayOpen(TitlePages.newForm) {
            offers.append(link(PageContext.link(TitlePages.newForm.path, [("inventoryNumber", inventory)]), context.texts.addBookNumbered(inventory)))
        }
        if resolution.ticketNumber != nil, context.mayOpen(ReaderPages.newForm) {
            offers.append(link(ReaderPages.newForm.path, context.texts.registerReader))
        }
        return offers
    }

    /// The page, with `problem` (in the page's language) on top when the last scan led nowhere,
    /// what to scan instead, and the `offers` of where to go.
    private static func render(_ context: PageContext, problem: String?, offers: [HTML] = [], batch: HTML,
                               status: Int = 200) -> HTTPResponse {
        let problem: HTML = problem.map { text in
            """
            <div class="problems" role="alert" id="scan-problem"><p>\(text)</p><p>\(context.texts.scanWhatToDo)</p>
            \(offers.isEmpty ? HTML.empty : "<div class=\"actions\">\(offers)</div>" as HTML)</div>
            """
        } ?? .empty
        return Layout.page(context.texts.scan, context, status: status, body: """
            <h1>\(context.texts.scan)</h1>
            \(problem)
            \(batch)
            <p>\(context.texts.pointTheCamera)</p>
            \(CameraPanel.html(context, address: Routes.Cataloguing.scan.path, insecure: context.texts.cameraNeedsHTTPS,
                               denied: context.texts.cameraNotAllowed, missing: context.texts.cameraMissing))
            <h2>\(context.texts.photo)</h2>
            <form method="post" action="\(ScanPage.page.path)" enctype="multipart/form-data" class="inline-form" id="scan-photo">
            <label>\(context.texts.pictureOfTheCode) <input type="file" name="photo" accept="image/*" capture="environment"></label>
            <button type="submit" class="primary">\(context.texts.readIt)</button>
            </form>
            <h2>\(context.texts.scannerOrTyping)</h2>
            <form method="post" action="\(ScanPage.page.path)" class="search-box" id="scan-code">
            <input name="text" autofocus autocomplete="off" aria-label="\(context.texts.isbnOrInventoryNumber)"
                   placeholder="\(context.texts.isbnOrInventoryNumber)">
            <button type="submit" class="primary">\(context.texts.find)</button>
            </form>
            <details><summary>\(context.texts.pasteCardText)</summary>
            <form method="post" action="\(ScanPage.page.path)" class="form compact" id="scan-text">
            <label class="field"><span>\(context.texts.cardText)</span><textarea name="text" rows="6"></textarea></label>
            <div class="actions"><button type="submit">\(context.texts.open)</button></div>
            </form></details>
            """)
    }
}
