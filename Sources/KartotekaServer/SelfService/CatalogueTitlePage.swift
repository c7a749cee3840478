import KartotekaCore
import KartotekaHTTP
import KartotekaLabels
import KartotekaStore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `/catalogue/{id}`: a book as readers see it — every field, its copies by branch and whether
/// each is in, how many wait for it, and a QR code of the book's card to share; a signed-in
/// reader reserves it here (or sees their hold and cancels it), with no word about other readers.
enum CatalogueTitlePage {
    static let endpoints: [any EndpointDeclaration] = [page, placeHold]

    static let page: PageRoute<TitleID> = Endpoint.page(.get, "/catalogue/\(PathParameters.titleID)", .everyone) { context in
        try render(context, details: try context.store.title(context.path(PathParameters.titleID)))
    }

    static let placeHold: PageRoute<TitleID> = Endpoint.form("/catalogue/\(PathParameters.titleID)/hold", .reader,
                                                             fields: [HoldPages.pickupBranch]) { context in
        let id = try context.path(PathParameters.titleID)
        let reader = try context.signedInReader
        do {
            let branch = try context.form(HoldPages.pickupBranch)
            _ = try context.run(PlaceHold(HoldRequest(ticketNumber: reader.ticketNumber, target: .title(id), pickupBranch: branch,
                                                      byReader: true)))
            return .redirect(to: Notice.holdPlaced.shown(on: CatalogueTitlePage.page.path(id)))
        } catch let error as any KartotekaError where error.kind != .notFound {
            return try render(context, details: try context.store.title(id), problem: (error as? HoldError)?.toTheReader ?? error.message,
                              status: 409)
        }
    }

    static func render(_ requestContext: RequestContext, details: TitleDetails, problem: Bilingual? = nil,
                       status: Int = 200) throws -> HTTPResponse {
        let context = requestContext.readerPage
        let texts = context.texts
        let record = details.record
        let title = record.title
        let branches = try requestContext.store.branches()
        let names = Dictionary(branches.map { ($0.code, $0.branch.name) }, uniquingKeysWith: { first, _ in first })
        let inFund = details.copies.filter { $0.record.copy.status.isInFund }
        let copies = inFund.map { copy -> HTML in
            let branch = copy.record.placement.map { "\(names[$0.current] ?? $0.current.rawValue) · " } ?? ""
            let waiting = details.hold(settingAside: copy.record.inventoryNumber) != nil
            let status = copy.openLoan != nil ? texts.onLoanUntil(copy.openLoan!.dueOn.text(in: context.language))
                : waiting ? texts.setAsideForAHold : context.text(copy.record.copy.status.name)
            return "<li data-inventory=\"\(copy.record.inventoryNumber)\">\(branch)\(status)</li>"
        }
        let queue = details.holds.filter { $0.state == .queued }.count
        let qr = (try? QRCodeSVG.document(for: BookCard(title: title).text(), title: title.title))
            .map { HTML(raw: $0.replacingOccurrences(of: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", with: "")) } ?? .empty
        let shown: HTML = problem.map { "<p class=\"problems\" role=\"alert\">\(context.text($0))</p>" } ?? .empty
        return Layout.page(title.title, context, status: status, body: """
            <p class="crumbs"><a href="\(PublicCatalogue.page.path)">\(texts.libraryCatalogue)</a></p>
            <h1><span class="author">\(title.authorLine)</span> \(title.title)</h1>
            \(shown)
            \(DescriptionView.render(TitleDescriptions.description(of: record, in: requestContext.store), id: "description"))
            <dl class="facts">\(TitleCard.facts(context, title))</dl>
            \(title.annotation.isEmpty ? HTML.empty : "<p class=\"annotation\">\(title.annotation)</p>")
            <h2>\(texts.copiesHeading(inFund.count))</h2>
            <ul class="rows" id="catalogue-copies">\(copies)</ul>
            \(inFund.isEmpty ? "<p class=\"empty\" id=\"not-in-fund\">\(texts.notInFund)</p>" as HTML : .empty)
            <p id="catalogue-holds">\(texts.readersWaiting(queue))</p>
            \(try holdPart(requestContext, context, details: details, branches: branches))
            <figure class="qr" id="book-qr">\(qr)<figcaption>\(texts.qrToShare)</figcaption></figure>
            """)
    }

    /// The signed-in reader's hold of the book with a cancel button, or the form that reserves
    /// it; for anyone else, a way to sign in. Nothing when no copy may be reserved (every one
    /// written off or lost: the page says the book is not in the fund).
    private static func holdPart(_ requestContext: RequestContext, _ context: PageContext, details: TitleDetails,
                                 branches: [BranchRecord]) throws -> HTML {
        let texts = context.texts
        let here = CatalogueTitlePage.page.path(details.record.id)
        let own = try requestContext.reader.flatMap { reader in
            try requestContext.store.holds(HoldQuery(ticketNumber: reader.ticketNumber, titleID: details.record.id)).items.first
        }
        guard own != nil || details.copies.contains(where: { $0.record.copy.status.isHoldable }) else { return .empty }
        guard requestContext.reader != nil else {
            return "<p><a href=\"\(PageContext.link(MySignIn.form.path, [("next", here)]))\">\(texts.signInToReserve)</a></p>"
        }
        if let own {
            return """
                <p id="my-hold" data-state="\(own.state.rawValue)">\(texts.yourHold): \(context.text(own.standing))</p>
                <form method="post" action="\(MyPages.cancelHold.path(own.id))" data-confirm="\(texts.cancelHoldQuestion)"><input type="hidden" name="back" value="\(here)"><button type="submit">\(texts.cancelHold)</button></form>
                """
        }
        let pickup: HTML = branches.count > 1
            ? FormInputs(context).select("pickupBranch", texts.pickupBranchField, value: "",
                                         options: branches.map { ($0.code.rawValue, $0.branch.name) })
            : .empty
        return """
            <form method="post" action="\(CatalogueTitlePage.placeHold.path(details.record.id))" class="inline-form" id="reserve">
            \(pickup)
            <button type="submit" class="primary">\(texts.placeHold)</button>
            </form>
            """
    }
}
