import KartotekaCore
import KartotekaWire

/// What a desk can do with a copy that is not at its branch: receive one that has come to it,
/// or ask for one from where it is.
enum BranchActions {
    /// Why a copy cannot be lent at this desk (it travels, or is at another branch) with the
    /// button that helps; `nil` when it is here (or the desk has no branch).
    static func awayFromDesk(_ context: PageContext, inventory: InventoryNumber, placement: CopyPlacement) -> HTML? {
        if let destination = placement.travellingTo {
            let message = LoanError.copyTravelling(inventory, to: destination).message
            let receive: HTML = context.deskBranch == nil || context.deskBranch == destination ? receiveButton(context, inventory: inventory) : .empty
            // The branch it left may keep it after all (sent by mistake, or the reader is here).
            let keep: HTML = context.deskBranch == nil || context.deskBranch == placement.current
                ? cancelButton(context, inventory: inventory) : .empty
            return "<div class=\"problems\" role=\"alert\" id=\"lend-unavailable\"><p>\(context.text(message))</p>\(receive)\(keep)</div>"
        }
        guard let desk = context.deskBranch, desk != placement.current else { return nil }
        let message = LoanError.copyAtAnotherBranch(inventory, at: placement.current).message
        return """
            <div class="problems" role="alert" id="lend-unavailable"><p>\(context.text(message))</p>
            <p><a href="\(sendLink(inventory: inventory, to: desk))">\(context.texts.haveItSentHere)</a></p></div>
            """
    }

    /// The form that receives a copy at the desk's branch.
    static func receiveButton(_ context: PageContext, inventory: InventoryNumber, back: String? = nil) -> HTML {
        let field: HTML = back.map { "<input type=\"hidden\" name=\"back\" value=\"\($0)\">" } ?? .empty
        return """
            <form method="post" action="\(TransferPages.receive.path(inventory))">\(field)<button type="submit" class="primary">\(context.texts.receive)</button></form>
            """
    }

    /// The form that calls off a copy's journey from the branch it left.
    static func cancelButton(_ context: PageContext, inventory: InventoryNumber, back: String? = nil) -> HTML {
        let field: HTML = back.map { "<input type=\"hidden\" name=\"back\" value=\"\($0)\">" } ?? .empty
        return """
            <form method="post" action="\(TransferPages.cancel.path(inventory))" data-confirm="\(context.texts.keepHereQuestion)">\
            \(field)<button type="submit">\(context.texts.keepHere)</button></form>
            """
    }

    /// The transfers page with the sending form filled in.
    static func sendLink(inventory: InventoryNumber, to branch: BranchCode? = nil) -> String {
        PageContext.link(TransferPages.list.path, [("inventory", inventory.rawValue), ("to", branch?.rawValue ?? "")])
    }

    /// Where a copy is, as a badge on its row: its branch, away from home, or on its way.
    static func badge(_ context: PageContext, placement: CopyPlacement) -> HTML {
        if let destination = placement.travellingTo {
            return "<span class=\"branch travelling\">\(context.texts.onItsWay): \(placement.current) → \(destination)</span>"
        }
        if placement.current != placement.home {
            return "<span class=\"branch away\">\(placement.current) (\(context.texts.awayFrom(placement.home)))</span>"
        }
        return "<span class=\"branch\">\(placement.current)</span>"
    }
}
