import KartotekaCore
import KartotekaHTTP
import KartotekaStore
import KartotekaUseCases
import KartotekaWire

/// `/desk`: the reader-first desk. One box takes every scan — a USB scanner types into it and
/// presses Enter, the camera fills it, or a person types — and keeps the focus, so the desk is
/// worked without the mouse: a reader's ticket brings the reader up, then each book scanned is
/// lent to them, or taken back when someone holds it.
enum DeskPage {
    static let endpoints: [any EndpointDeclaration] = [page, scan, renew, undo]

    /// The reader at the desk, by ticket.
    static let serving = QueryParameter<TicketNumber>(
        "ticket", schema: JSONSchema.string(), description: "The reader at the desk.") { try? TicketNumber(validating: $0) }
    /// The reader at the desk, as the form carries it.
    static let ticket = FormField<TicketNumber?>("ticket") { text in
        guard let text, !text.isEmpty else { return nil }
        return try TicketNumber(validating: text)
    }
    /// What was scanned or typed.
    static let code = FormField.text("code")
    /// The desk says to lend a second copy of a title the reader holds.
    static let secondCopy = FormField.checkbox("secondCopy")
    /// The desk says to lend a copy back to the reader who handed it in moments ago.
    static let lendAgain = FormField<Bool>.checkbox("lendAgain")
    /// The reading-room switch: copies lent are read in the library.
    static let inLibrary = FormField<Bool>.checkbox("inLibrary")
    /// The reading-room switch, on a link back to the desk.
    static let readingRoom = QueryParameters.flag("inLibrary", "The reading-room switch is on: copies lent are read in the library.")
    /// The librarian lends a title marked above the reader's age all the same (never 18+).
    static let overrideAgeMark = FormField<Bool>.checkbox("overrideAgeMark")
    /// The copy whose loan is renewed.
    static let inventory = FormFields.inventory

    /// The desk, with the reader of `ticket` brought up (a reader chosen from the names listed):
    /// their card opened as the card page opens it, the view noted in the access log.
    static let page = Endpoint.page(.get, "/desk", .permission(.circulate), query: [serving, readingRoom]) { context in
        let reader = try context.lenientQuery(serving).flatMap { try broughtUp($0, context) }
        return render(context, outcome: reader.map(DeskOutcome.reader), announce: false,
                      options: LendingOptions(inLibrary: try context.lenientQuery(readingRoom) ?? false))
    }

    /// The desk's address with the reader of `ticket` at it (none when empty) and the
    /// reading-room switch as `options` have it: where the desk's links lead back to.
    static func address(ticket: String, _ options: LendingOptions) -> String {
        PageContext.link(page.path, [(serving.declaration.name, ticket), (readingRoom.declaration.name, options.inLibrary ? "1" : "")])
    }

    /// The reading-room switch as a hidden field of a form that comes back to the desk.
    static func keepingTheSwitch(_ options: LendingOptions) -> HTML {
        options.inLibrary ? "<input type=\"hidden\" name=\"\(inLibrary.name)\" value=\"1\">" : .empty
    }

    /// The reader of `ticket` at the desk, their card opened as this account may open it (a
    /// helper's within the look-ups' limits), noted in the access log; nil when there is none.
    private static func broughtUp(_ ticket: TicketNumber, _ context: RequestContext) throws -> ReaderDetails? {
        do { return try context.readerCard(ticket) } catch ReaderError.readerNotFound { return nil }
    }

    static let scan = Endpoint.form("/desk", .permission(.circulate), fields: [code, ticket, secondCopy, lendAgain, inLibrary, overrideAgeMark]) { context in
        let typed = try context.form(code)
        let serving = try context.lenientForm(ticket) ?? nil
        let options = LendingOptions(inLibrary: try context.form(inLibrary), overridingAgeMark: try context.form(overrideAgeMark),
                                     secondCopyConfirmed: try context.form(secondCopy), lendAgainConfirmed: try context.form(lendAgain))
        guard !typed.allSatisfy(\.isWhitespace) else {
            return render(context, outcome: try serving.flatMap { try broughtUp($0, context) }.map(DeskOutcome.reader),
                          announce: false, options: options)
        }
        let counted = try context.countDeskServing(serving)
        let outcome = try context.deskView(context.run(DeskScan(typed, serving: serving, options)), counted: counted)
        // A name typed that fits several readers lists them to choose from.
        if case .unknown(_, _, let found) = outcome, !found.isEmpty {
            return render(context, outcome: outcome, announce: false, found: found, options: options)
        }
        return render(context, outcome: outcome, announce: true, options: options)
    }

    static let renew = Endpoint.form("/desk/renew", .permission(.circulate), fields: [inventory, ticket, inLibrary]) { context in
        let copy = try context.form(inventory)
        let serving = try context.lenientForm(ticket) ?? nil
        let counted = try context.countDeskServing(serving)
        return render(context, outcome: try context.deskView(context.run(DeskRenew(copy, serving: serving)), counted: counted), announce: true,
                      options: LendingOptions(inLibrary: try context.form(inLibrary)))
    }

    /// For a copy refused because its title is marked above the reader's age, the librarian's way to
    /// lend it all the same (436-ФЗ; audited as overridden): the scan sent again to the desk with the
    /// override, carrying what the desk carried (the reading-room switch, a second copy confirmed),
    /// and answered as the desk answers. Never for 18+, and only for an account that may override
    /// the loan rules.
    static func ageOverride(_ context: PageContext, _ refusal: any KartotekaError, reader: TicketNumber, options: LendingOptions) -> HTML {
        guard context.may(.setAnyDueDay), case .ageRestricted(let inventory, let mark, _)? = refusal as? InspectionError,
              mark != .eighteen else { return .empty }
        var overriding = options
        overriding.overridingAgeMark = true
        return again(inventory, reader: reader.rawValue, options: overriding, id: "desk-age-override", button: context.texts.overrideAgeMark,
                     primary: false)
    }

    /// The desk's confirmation of a refusal it may overrule at once — a second copy of a title, a
    /// copy just taken back: the copy, the option that lends it all the same, the button's id and
    /// words; `nil` for any other refusal.
    static func confirmation(of refusal: any KartotekaError, _ texts: any ServerTexts)
        -> (InventoryNumber, WritableKeyPath<LendingOptions, Bool>, id: String, button: String)? {
        switch refusal as? DeskError {
        case .titleAlreadyHeld(let copy, _)?: (copy, \.secondCopyConfirmed, "desk-second-copy", texts.lendSecondCopy)
        case .justReturned(let copy, _)?: (copy, \.lendAgainConfirmed, "desk-lend-again", texts.lendAgain)
        default: nil
        }
    }

    /// A form that sends the scan of `copy` again to the desk for the reader of `reader`, as
    /// `options` ask (the desk's switches and confirmations as hidden fields).
    static func again(_ copy: InventoryNumber, reader: String, options: LendingOptions, id: String, button: String, primary: Bool) -> HTML {
        let switches: [(FormField<Bool>, Bool)] = [(inLibrary, options.inLibrary), (secondCopy, options.secondCopyConfirmed),
                                                   (lendAgain, options.lendAgainConfirmed), (overrideAgeMark, options.overridingAgeMark)]
        return """
            <form method="post" action="\(DeskPage.scan.path)" class="inline-form" id="\(id)">\
            <input type="hidden" name="\(code.name)" value="\(copy)"><input type="hidden" name="\(ticket.name)" value="\(reader)">\
            \(switches.filter { $0.1 }.map { field, _ -> HTML in "<input type=\"hidden\" name=\"\(field.name)\" value=\"1\">" })\
            <button type="submit"\(primary ? " class=\"primary\"" : "")>\(button)</button></form>
            """
    }

    /// Undoes the lend or the return just made by mistake (``UndoCirculation``), the reader staying at the desk.
    static let undo = Endpoint.form("/desk/undo", .permission(.circulate), fields: [inventory, ticket, inLibrary]) { context in
        let copy = try context.form(inventory)
        let serving = try context.lenientForm(ticket) ?? nil
        let counted = try context.countDeskServing(serving)
        let texts = context.page.texts
        let said: (text: String, name: String, isProblem: Bool)
        do {
            let undone = try context.run(UndoCirculation(copy))
            said = (undone.kind == .lend ? texts.deskLendUndone(copy) : texts.deskReturnUndone(copy), "undone", false)
        } catch let refusal as UndoError {
            said = (context.page.text(refusal.message), "refused", true)
        }
        let reader = try serving.flatMap { try context.store.existingReader($0) }.map { try context.deskReader($0, counted: counted) }
        return render(context, outcome: reader.map(DeskOutcome.reader), announce: false, said: said,
                      options: LendingOptions(inLibrary: try context.form(inLibrary)))
    }

    /// The page: the scan box with the reading-room switch (kept as `options` had it), what the
    /// last scan did (when `announce`) or what `said` says, and the reader at the desk. A lend or a
    /// return has a button that undoes it; a refusal that the desk may overrule (a second copy of a
    /// title, a copy just handed in, an age mark) a button that sends the scan again with `options` and the confirmation.
    static func render(_ requestContext: RequestContext, outcome: DeskOutcome?, announce: Bool, found: [ReaderSummary] = [],
                       said: (text: String, name: String, isProblem: Bool)? = nil, options: LendingOptions = LendingOptions()) -> HTTPResponse {
        let context = requestContext.page
        let texts = context.texts
        let reader = outcome?.reader
        let ticket = reader?.record.reader.ticketNumber.rawValue ?? ""
        var message: HTML = .empty
        var status = 200
        if let outcome, announce {
            let text = context.text(outcome.message(disclosure: context.holderDisclosure))
            switch outcome {
            case .refused(let refusal, _):
                message = "<p class=\"problems\" role=\"alert\" id=\"desk-message\" data-outcome=\"\(outcome.name)\">\(text)</p>"
                if let (copy, confirms, id, button) = confirmation(of: refusal, texts) {
                    var confirming = options
                    confirming[keyPath: confirms] = true
                    message = HTML.join([message, again(copy, reader: ticket, options: confirming, id: id, button: button, primary: true)])
                }
                status = 409
            case .unknown:
                message = "<p class=\"problems\" role=\"alert\" id=\"desk-message\" data-outcome=\"\(outcome.name)\">\(text)</p>"
                status = 409
            case .lent, .returned:
                let copy = outcome.loan?.loan.inventoryNumber.rawValue ?? ""
                message = """
                    <p class="notice" role="status" id="desk-message" data-outcome="\(outcome.name)">\(text)</p>
                    <form method="post" action="\(DeskPage.undo.path)" class="inline-form" id="desk-undo">\
                    <input type="hidden" name="inventoryNumber" value="\(copy)"><input type="hidden" name="ticket" value="\(ticket)">\
                    \(keepingTheSwitch(options))<button type="submit">\(texts.undoMistake)</button></form>
                    """
            default:
                message = "<p class=\"notice\" role=\"status\" id=\"desk-message\" data-outcome=\"\(outcome.name)\">\(text)</p>"
            }
        }
        if let said {
            message = "<p class=\"\(said.isProblem ? "problems" : "notice")\" role=\"\(said.isProblem ? "alert" : "status")\" id=\"desk-message\" data-outcome=\"\(said.name)\">\(said.text)</p>"
            if said.isProblem { status = 409 }
        }
        if announce, case .refused(let refusal, let refusedReader)? = outcome, let refusedReader {
            message = HTML.join([message, ageOverride(context, refusal, reader: refusedReader.record.reader.ticketNumber, options: options)])
        }
        let panel = reader.map { DeskReaderPanel.render(context, details: $0, today: requestContext.today, options: options) }
            ?? "<p class=\"muted\" id=\"desk-no-reader\">\(texts.noReaderAtDesk)</p>"
        let choices: HTML = found.isEmpty ? .empty : """
            <h2>\(texts.deskReadersFound)</h2>
            <ul class="rows" id="desk-readers-found">\(found.map { summary -> HTML in
                let reader = summary.record.reader
                let place: HTML = reader.currentClass.map { " · \(texts.schoolClassShort($0.text))" } ?? .empty
                return "<li class=\"row\"><a href=\"\(address(ticket: reader.ticketNumber.rawValue, options))\">\(reader.fullName)</a> (\(reader.ticketNumber))\(place)</li>"
            })</ul>
            """
        return Layout.page(texts.desk, context, status: status, body: """
            <h1>\(texts.desk)</h1>
            <p class="muted">\(texts.deskHint)</p>
            <div id="desk">
            <form method="post" action="\(DeskPage.page.path)" class="search-box" id="desk-scan" autocomplete="off"
                  data-not-done="\(texts.deskScansNotDone)" data-no-answer="\(texts.deskNoAnswer)">
            <input type="hidden" name="ticket" value="\(ticket)">
            <input name="code" id="desk-code" autofocus autocomplete="off" spellcheck="false" aria-label="\(texts.deskCodeLabel)"
                   placeholder="\(texts.deskCodePlaceholder)">
            <button type="submit" class="primary">OK</button>
            </form>
            <label class="field check" id="desk-reading-room"><input type="checkbox" name="inLibrary" value="1" form="desk-scan"\(options.inLibrary ? " checked" : "")>
            \(texts.readInTheLibrary)</label>
            <div class="camera">
            <button type="button" id="desk-camera-start" hidden>\(texts.turnOnCamera)</button>
            <video id="desk-camera" autoplay playsinline muted hidden data-address="\(Routes.Cataloguing.scan.path)"></video>
            <p id="desk-camera-message" class="muted" aria-live="polite" data-looking="\(texts.deskCameraHint)"
               data-denied="\(texts.deskCameraUnavailable)" data-insecure="\(texts.cameraNeedsHTTPS)"
               data-missing="\(texts.cameraMissing)"></p>
            </div>
            <div id="desk-result">
            \(message)
            \(choices)
            \(panel)
            </div>
            </div>
            """)
    }
}
