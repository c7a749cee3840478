import KartotekaCore
import KartotekaUseCases
import KartotekaWire

/// One copy on the title card: status, holder and due day, and what can be done with it.
enum CopyRow {
    static func render(_ context: PageContext, copy: CopyDetails, today: Day, policy: LoanPolicy, showBranch: Bool = false,
                       hold: HoldRecord? = nil) -> HTML {
        let record = copy.record
        let inventory = record.inventoryNumber
        var style = "copy"
        // A copy written off by an act says so once: in the act's mark, for those who keep the accounts.
        let saidByAct = record.copy.status == .writtenOff && record.writeOff != nil && context.may(.keepAccounts)
        var state: HTML = saidByAct ? .empty : "<span class=\"status\">\(context.text(record.copy.status.name))</span>"
        state = "\(state)\(hold.map { HoldPanel.copyNote(context, $0) } ?? .empty)"
        var actions: [HTML] = []
        if let loan = copy.openLoan {
            let overdue = loan.isOverdue(on: today)
            style += overdue ? " overdue" : " on-loan"
            let holder = HolderMention.render(context, copy.holder)
            let late: HTML = overdue ? " <strong class=\"late\">\(context.texts.overdueBy(days: loan.daysOverdue(on: today)))</strong>" : .empty
            state = "<span class=\"status\">\(context.text(CopyStatus.onLoan.name)): \(holder), \(context.texts.due) \(loan.dueOn.text(in: context.language))\(late)</span>"
            actions.append("<form method=\"post\" action=\"\(CopyPages.returnCopy.path(inventory))\"><button type=\"submit\" class=\"primary\">\(context.texts.returnLoan)</button></form>")
            if loan.renewals < policy.maximumRenewals {
                actions.append("<form method=\"post\" action=\"\(CopyPages.renew.path(inventory))\"><button type=\"submit\">\(context.texts.renew)</button></form>")
            }
        } else if let destination = record.placement?.travellingTo {
            if context.deskBranch == nil || context.deskBranch == destination {
                actions.append(BranchActions.receiveButton(context, inventory: inventory))
            }
        } else if record.copy.status.isLendable {
            actions.append("<a class=\"button primary\" href=\"\(CopyPages.lendForm.path(inventory))\">\(context.texts.lend)</a>")
        }
        if showBranch, copy.openLoan == nil, record.placement?.travellingTo == nil, record.copy.status.isLendable {
            actions.append("<a class=\"button\" href=\"\(BranchActions.sendLink(inventory: inventory))\">\(context.texts.sendCopy)</a>")
        }
        if context.mayOpen(CopyPages.editForm) {
            actions.append("<a class=\"button\" href=\"\(CopyPages.editForm.path(inventory))\">\(context.texts.edit)</a>")
        }
        if copy.openLoan == nil, record.writeOff?.act == nil, context.mayOpen(CopyPages.delete) {
            let confirm = context.texts.deleteCopyQuestion(inventory)
            actions.append("<form method=\"post\" action=\"\(CopyPages.delete.path(inventory))\" data-confirm=\"\(confirm)\"><button type=\"submit\" class=\"danger\">\(context.texts.delete)</button></form>")
        }
        var place: HTML = record.copy.storagePlace.isEmpty ? .empty : " <span class=\"place\">[\(record.copy.storagePlace)]</span>"
        if let placement = record.placement, showBranch || placement.isAway {
            place = " \(BranchActions.badge(context, placement: placement))\(place)"
        }
        let accounts = accountsNote(context, record)
        return """
            <li class="\(style)" data-inventory="\(inventory)" id="copy-\(ScanResolver.anchor(inventory.rawValue))"><div><label class="pick"><input type="checkbox" name="inventory" value="\(inventory)" form="copy-labels" aria-label="\(context.texts.labelFor) \(inventory)"> <strong class="inventory">\(inventory)</strong></label>\(place) \(state)\(accounts)</div>
            <div class="actions">\(actions)</div></li>
            """
    }

    /// The copy's accounts, for those who keep them: its batch, off the balance, its last check,
    /// the act that wrote it off.
    private static func accountsNote(_ context: PageContext, _ record: CopyRecord) -> HTML {
        guard context.may(.keepAccounts) else { return .empty }
        let language = context.language
        var notes: [HTML] = []
        if let receipt = record.copy.receipt {
            notes.append("<a href=\"\(ReceiptPages.path(receipt))\">\(context.texts.ksuMark(receipt.text))</a>")
        }
        if !record.copy.onBalance { notes.append("\(context.texts.offBalanceChoice)") }
        if let checked = record.checkedOn { notes.append("\(context.texts.checkedMark(checked.text(in: language)))") }
        if let writeOff = record.writeOff {
            let text = context.texts.writtenOffMark(writeOff.reference, writeOff.date?.text(in: language))
            notes.append(writeOff.act.map { "<a href=\"\(WriteOffPages.path($0))\">\(text)</a>" } ?? "\(text)")
        }
        return notes.isEmpty ? .empty : " <span class=\"accounts\">\(HTML.join(notes, separator: " · "))</span>"
    }
}
