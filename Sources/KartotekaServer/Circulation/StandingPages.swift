import KartotekaCore
import KartotekaHTTP
import KartotekaStore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// What stops readers borrowing, on the pages: blocks set and lifted on the reader card, books
/// recorded lost and their losses settled, and `/blocks`, the readers who may not borrow today.
enum StandingPages {
    static let endpoints: [any EndpointDeclaration] = [blocked, addBlock, liftBlock, recordLoss, settleLoss]

    static let blocked = Endpoint.page(.get, "/blocks", .permission(.browseReaders), query: QueryParameters.paging) { context in
        let results = try context.store.blockedReaders(page: try context.listPage(defaultLimit: 50))
        return BlockedReadersPage.render(context.page, results: results)
    }

    static let reason = FormField.text("reason")
    static let until = FormField<Day?>("until") { text in
        guard let text, !text.isEmpty else { return nil }
        return try Day(parsing: text, field: "until")
    }

    static let addBlock: PageRoute<TicketNumber> = Endpoint.form("/readers/\(PathParameters.ticket)/blocks", .permission(.editReaders),
                                                                 fields: [reason, until]) { context in
        let ticket = try context.path(PathParameters.ticket)
        var problems = ProblemCollector()
        let typed = try context.form(reason)
        let last = try context.form(until, problems: &problems) ?? nil
        do {
            try problems.throwIfAny()
            _ = try context.run(BlockReader(ticket, reason: typed, until: last))
            return .redirect(to: Notice.blockSet.shown(on: ReaderPages.card.path(ticket)))
        } catch let error as ValidationError {
            return try ReaderCardPage.render(context, details: try context.store.reader(ticket),
                                             sent: SentForm(form: ReaderStandingPanel.blockForm, typed: try context.typed([reason, until]),
                                                            problems: error.problems), status: 422)
        }
    }

    static let liftBlock: PageRoute<BlockID> = Endpoint.form("/blocks/\(PathParameters.blockID)/remove", .permission(.editReaders),
                                                             fields: [FormFields.back]) { context in
        let back = try context.form(FormFields.back)
        try context.run(LiftBlock(context.path(PathParameters.blockID)))
        return .redirect(to: Notice.blockLifted.shown(on: back ?? StandingPages.blocked.path))
    }

    static let recordLoss: PageRoute<InventoryNumber> = Endpoint.form("/copies/\(PathParameters.inventory)/lost", .permission(.circulate),
                                                                      fields: [FormFields.back]) { context in
        let back = try context.form(FormFields.back)
        let loss = try context.run(RecordLoss(context.path(PathParameters.inventory)))
        let card = loss.ticketNumber.map { ReaderPages.card.path($0) } ?? StandingPages.blocked.path
        return .redirect(to: Notice.lossRecorded.shown(on: back ?? card))
    }

    static let how = FormField<LossSettlementKind>("how") { try LossSettlementKind(parsing: $0 ?? "") }
    static let note = FormField.text("note")
    static let amount = FormField<Money?>("amount") { text in
        guard let text, !text.isEmpty else { return nil }
        return try Money(parsing: text)
    }

    static let replacementInventory = FormField.text(LossReplacementInput.Field.inventoryNumber)
    static let replacementPrice = FormField.text(LossReplacementInput.Field.price)
    static let replacementReceipt = FormField.text(LossReplacementInput.Field.receipt)
    static let replacementTitle = FormField<TitleID?>(LossReplacementInput.Field.title) { try LossReplacement.titleID(parsing: $0 ?? "") }

    static let settleLoss: PageRoute<LossID> = Endpoint.form("/losses/\(PathParameters.lossID)/settle", .permission(.editReaders),
                                                             fields: [how, note, amount, replacementInventory, replacementPrice,
                                                                      replacementReceipt, replacementTitle, FormFields.back]) { context in
        let id = try context.path(PathParameters.lossID)
        let back = try context.form(FormFields.back)
        var problems = ProblemCollector()
        let way = try context.form(how, problems: &problems)
        let sum = try context.form(amount, problems: &problems) ?? nil
        let written = try context.form(note)
        let title = try context.form(replacementTitle, problems: &problems) ?? nil
        let copy = LossReplacementInput(inventoryNumber: try context.form(replacementInventory), price: try context.form(replacementPrice),
                                        titleId: title?.rawValue, receipt: try context.form(replacementReceipt))
            .replacement(problems: &problems)
        do {
            try problems.throwIfAny()
            let request = try LossSettlementRequest(how: way!, note: written, amount: sum, replacement: copy)
            let loss = try context.run(SettleLoss(id, to: request))
            let card = loss.ticketNumber.map { ReaderPages.card.path($0) } ?? StandingPages.blocked.path
            return .redirect(to: Notice.lossSettled.shown(on: back ?? card))
        } catch {
            guard let fieldProblems = replacementProblems(error), let ticket = try context.store.loss(id).ticketNumber else { throw error }
            return try ReaderCardPage.render(context, details: try context.store.reader(ticket),
                                             sent: SentForm(form: ReaderStandingPanel.settlementForm(id), typed: try typedSettlement(context),
                                                            problems: fieldProblems), status: 422)
        }
    }

    /// What the settle form held, by field, to show it again as it was sent.
    private static func typedSettlement(_ context: RequestContext) throws -> [String: String] {
        try context.typed([how, note, amount, replacementInventory, replacementPrice, replacementReceipt, replacementTitle])
    }

    /// What the settle form shows next to its fields: a problem of the input, or of the copy
    /// brought instead (its number taken, its receipt closed or not of replacements, its title).
    private static func replacementProblems(_ error: any Error) -> [FieldProblem]? {
        switch error {
        case let error as ValidationError: error.problems
        case let error as CatalogError: [FieldProblem(field: LossReplacementInput.Field.inventoryNumber, message: error.message)]
        case let error as AccountingError: [FieldProblem(field: LossReplacementInput.Field.receipt, message: error.message)]
        default: nil
        }
    }
}
