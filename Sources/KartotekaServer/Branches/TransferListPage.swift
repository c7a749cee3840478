import KartotekaCore
import KartotekaHTTP
import KartotekaWire

/// The transfers page: what is on its way (to and from this desk's branch, or everywhere), with
/// a button to receive what has come, and the form that sends a copy.
enum TransferListPage {
    static func render(_ context: PageContext, transfers: Page<TransferRecord>, branches: [BranchRecord], calendar: LibraryCalendar,
                       form: (inventory: String, to: String), problems: [FieldProblem], showAll: Bool, everywhere: Bool,
                       status: Int) -> HTTPResponse {
        let names = Dictionary(branches.map { ($0.code, $0.branch.name) }, uniquingKeysWith: { first, _ in first })
        let rows = transfers.items.map { row(context, $0, names: names, calendar: calendar) }
        let empty: HTML = rows.isEmpty ? "<p class=\"empty\">\(context.texts.nothingOnItsWay)</p>" : .empty
        let fields = FormInputs(context, problems: problems)
        let destinations = [("", context.texts.chooseBranch)]
            + branches.filter { $0.code != context.deskBranch || form.to == $0.code.rawValue }.map { ($0.code.rawValue, "\($0.code) · \($0.branch.name)") }
        let sendForm: HTML = context.may(.circulate) ? """
            <h2>\(context.texts.sendACopy)</h2>
            \(fields.summary())
            <form method="post" action="\(TransferPages.send.path)" class="form compact" id="send-copy" novalidate>
            \(fields.input("inventoryNumber", CopyDraft.field(.inventoryNumber).wording(in: context.texts).label, value: form.inventory, required: true))
            \(fields.select("to", context.texts.sendTo, value: form.to, options: destinations))
            <div class="actions"><button type="submit" class="primary">\(context.texts.sendCopy)</button></div>
            </form>
            """ : .empty
        let list = ListScope(path: TransferPages.list.path, showAll: showAll, everywhere: everywhere)
        let parameters = list.parameters
        let scope = list.branchLink(context)
        let history = list.historyLink(openOnly: context.texts.onlyThoseOnTheirWay, withEnded: context.texts.withFinishedOnes)
        return Layout.page(context.texts.transfers, context, status: status, body: """
            <h1>\(context.texts.transfersBetweenBranches)</h1>
            <p class="muted">\(context.deskBranch.map { context.texts.branchNamed($0) } ?? context.texts.everyBranch) · \(scope) · \(history)</p>
            <ul class="rows" id="transfer-list">\(rows)</ul>
            \(empty)
            \(Pager.render(context, page: transfers, path: TransferPages.list.path, parameters: parameters))
            \(sendForm)
            """)
    }

    private static func row(_ context: PageContext, _ transfer: TransferRecord, names: [BranchCode: String],
                            calendar: LibraryCalendar) -> HTML {
        let title: HTML = transfer.titleID.map { "<a href=\"\(TitlePages.card.path($0))\">\(transfer.titleDescription)</a>" } ?? "\(transfer.titleDescription)"
        let why = context.text(transfer.reason.name)
        let sent = context.texts.sentOn(calendar.day(of: transfer.sentAt).text(in: context.language))
            + (transfer.sentBy.map { " (\($0))" } ?? "")
        let state: HTML
        if let received = transfer.receivedAt {
            let day = calendar.day(of: received).text(in: context.language)
            let ended = transfer.cancelledAt == nil ? context.texts.receivedOn(day) : context.texts.calledOffOn(day)
            state = "<span class=\"status\">\(ended)\(transfer.receivedBy.map { " (\($0))" } ?? "")</span>"
        } else if context.may(.circulate) {
            let receive = context.deskBranch == nil || context.deskBranch == transfer.to
                ? BranchActions.receiveButton(context, inventory: transfer.inventoryNumber, back: TransferPages.list.path) : .empty
            // Called off from the branch it left (a journey to a reader's hold is refused, saying why).
            let callOff = context.deskBranch == nil || context.deskBranch == transfer.from
                ? BranchActions.cancelButton(context, inventory: transfer.inventoryNumber, back: TransferPages.list.path) : .empty
            let neither = receive.text.isEmpty && callOff.text.isEmpty
            state = neither ? "<span class=\"status\">\(context.texts.onItsWay)</span>" : "\(receive)\(callOff)"
        } else {
            state = "<span class=\"status\">\(context.texts.onItsWay)</span>"
        }
        let route = "\(transfer.from) → \(transfer.to)"
        let routeTitle = "\(names[transfer.from] ?? transfer.from.rawValue) → \(names[transfer.to] ?? transfer.to.rawValue)"
        return """
            <li class="row\(HTML(raw: transfer.receivedAt == nil ? " travelling" : ""))" data-inventory="\(transfer.inventoryNumber)"><div><strong class="inventory">\(transfer.inventoryNumber)</strong> \(title)</div>
            <div><span class="branch" title="\(routeTitle)">\(route)</span> · \(why)</div>
            <div class="muted">\(sent)</div>
            \(state)
            </li>
            """
    }
}
