import KartotekaCore
import KartotekaWire
import KartotekaWireMapping

/// The parts of the reader card about what stops the reader borrowing: the books they lost (with
/// the form to settle each), and the blocks set by hand (with the forms to set and lift one).
enum ReaderStandingPanel {
    /// The name of the form that sets a block.
    static let blockForm = "block"

    /// The name of the form that settles a loss.
    static func settlementForm(_ id: LossID) -> String { "loss\(id)" }

    /// The books the reader lost: settled, or with the form to settle it.
    static func losses(_ context: PageContext, details: ReaderDetails, calendar: LibraryCalendar,
                       sent: SentForm?) -> HTML {
        guard !details.losses.isEmpty else { return .empty }
        let texts = context.texts
        let back = ReaderPages.card.path(details.record.reader.ticketNumber)
        let items = details.losses.map { loss -> HTML in
            let recorded = calendar.day(of: loss.recordedAt).text(in: context.language)
            guard let settlement = loss.settlement else {
                let form = settlementForm(loss.id)
                let fields = FormInputs(context, problems: sent?.problems(of: form) ?? [], idPrefix: form + "-")
                let ways = LossSettlementKind.allCases.map { ($0.rawValue, context.text($0.name)) }
                func typed(_ field: String, or fallback: String = "") -> String { sent?.value(field, of: form, or: fallback) ?? fallback }
                return """
                    <li class="copy overdue" data-loss="\(loss.id)"><div><strong class="inventory">\(loss.inventoryNumber)</strong> \(loss.titleDescription) ·
                    \(texts.lostOn) \(recorded) · <strong class="late">\(texts.lossNotMadeGood)</strong></div>
                    \(context.may(.editReaders) ? """
                    <form method="post" action="\(StandingPages.settleLoss.path(loss.id))" class="form compact">
                    <input type="hidden" name="back" value="\(back)">
                    \(fields.select("how", texts.howMadeGood, value: typed("how", or: LossSettlementKind.replaced.rawValue), options: ways))
                    \(fields.input("note", texts.lossNote, value: typed("note")))
                    \(fields.input("amount", texts.sumPaid, value: typed("amount"), hint: texts.sumPaidHint))
                    \(replacementFields(context, fields, typed: { typed($0) }))
                    <div class="actions"><button type="submit">\(texts.settleLoss)</button></div></form>
                    """ as HTML : .empty)</li>
                    """
            }
            return "<li data-loss=\"\(loss.id)\">\(loss.inventoryNumber) · \(loss.titleDescription) · \(texts.lostOn) \(recorded) · \(settledText(context, loss, settlement, calendar: calendar))</li>"
        }
        return "<h2>\(texts.lostBooks)</h2><ul class=\"copies\" id=\"reader-losses\">\(items)</ul>"
    }

    /// How a loss was settled, and what became of its copy: `оплачена 254.00 20.01.2024 · взамен принят 101 · списан по акту 2024/1`.
    static func settledText(_ context: PageContext, _ loss: BookLoss, _ settlement: LossSettlement, calendar: LibraryCalendar) -> HTML {
        let texts = context.texts
        let settled = calendar.day(of: settlement.settledAt).text(in: context.language)
        let amount = settlement.amount.map { " \($0.decimalText)" } ?? ""
        let note = settlement.note.isEmpty ? "" : " (\(settlement.note))"
        let replacement: HTML = loss.replacement.map { " · \(texts.acceptedInstead) <span class=\"inventory\">\($0)</span>" } ?? .empty
        let act: HTML = loss.writeOff.map { " · \(texts.writtenOffByAct) \($0.text)" } ?? .empty
        return "\(context.text(settlement.how.name))\(amount) \(settled)\(note)\(replacement)\(act)"
    }

    /// The settle form's fields of the copy brought instead of the lost one.
    private static func replacementFields(_ context: PageContext, _ fields: FormInputs, typed: (String) -> String) -> HTML {
        let texts = context.texts
        typealias Field = LossReplacementInput.Field
        return """
            \(fields.input(Field.inventoryNumber, texts.replacementInventory, value: typed(Field.inventoryNumber), hint: texts.replacementInventoryHint))
            \(fields.input(Field.price, texts.replacementPrice, value: typed(Field.price)))
            \(fields.input(Field.receipt, texts.replacementReceipt, value: typed(Field.receipt), hint: texts.replacementReceiptHint))
            \(fields.input(Field.title, texts.replacementTitle, value: typed(Field.title), kind: "number", hint: texts.replacementTitleHint))
            """
    }

    /// The blocks set by hand (those still holding, with a button to lift each) and the form to set one.
    static func manualBlocks(_ context: PageContext, details: ReaderDetails, today: Day,
                             sent: SentForm?) -> HTML {
        guard context.may(.editReaders) else { return .empty }
        let texts = context.texts
        let back = ReaderPages.card.path(details.record.reader.ticketNumber)
        let holding = details.manualBlocks.filter { $0.holds(on: today) }.map { block -> HTML in
            let until: HTML = block.until.map { " · \(texts.blockUntil) \($0.text(in: context.language))" } ?? .empty
            return """
                <li data-block-id="\(block.id)">\(block.reason)\(until)
                <form method="post" action="\(StandingPages.liftBlock.path(block.id))"><input type="hidden" name="back" value="\(back)"><button type="submit">\(texts.liftBlock)</button></form></li>
                """
        }
        let fields = FormInputs(context, problems: sent?.problems(of: blockForm) ?? [], idPrefix: blockForm + "-")
        return """
            <h2>\(texts.blocksByHand)</h2>
            <ul class="rows" id="reader-manual-blocks">\(holding)</ul>
            <form method="post" action="\(StandingPages.addBlock.path(details.record.reader.ticketNumber))" class="form compact" id="block-form">
            \(fields.input("reason", texts.blockReason, value: sent?.value("reason", of: blockForm) ?? ""))
            \(fields.input("until", texts.blockUntil, value: sent?.value("until", of: blockForm) ?? "", kind: "date", hint: texts.blockUntilHint))
            <div class="actions"><button type="submit" class="danger">\(texts.blockReader)</button></div></form>
            """
    }
}
