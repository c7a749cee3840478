import KartotekaCore
import KartotekaStore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// Blocks and lost books: `/api/v1/blocks`, `/api/v1/readers/{ticket}/blocks`,
/// `/api/v1/copies/{inventory}/loss`, `/api/v1/losses`, `/api/v1/losses/replacements`.
enum StandingAPI {
    static let endpoints = [blocked, addBlock, removeBlock, recordLoss, losses, settle, replacementLedger]

    static let blocked = Endpoint.api(
        Routes.Standing.blocked, .permission(.browseReaders),
        Operation("The readers who may not borrow today, with why and what to do.", tag: .readers),
        answer: .ok(BlockedReaderResource.page, "One page of blocked readers.")
    ) { context in
        PageResource(try context.store.blockedReaders(page: try context.pageRequest())) {
            BlockedReaderResource($0, language: context.language)
        }
    }

    static let addBlock = Endpoint.api(
        Routes.Standing.addBlock, .permission(.editReaders),
        Operation("Block a reader by hand, with a reason and perhaps a last day.", tag: .readers, errors: [422]),
        body: JSONBody(BlockInput.schema),
        answer: .created(BlockResource.schema, "The block.") { Routes.Standing.removeBlock.path(BlockID($0.id ?? 0)) }
    ) { context, input in
        let until = try input.until.flatMap { $0.isEmpty ? nil : $0 }.map { text throws in try Day(parsing: text, field: "until") }
        let block = try context.run(BlockReader(context.path(PathParameters.ticket), reason: input.reason, until: until))
        return BlockResource(.manual(block), language: context.language)
    }

    static let removeBlock = Endpoint.api(
        Routes.Standing.removeBlock, .permission(.editReaders),
        Operation("Remove a block set by hand.", tag: .readers),
        runs: LiftBlockChange.self
    )

    static let recordLoss = Endpoint.api(
        Routes.Standing.recordLoss, .permission(.circulate),
        Operation("Record that the reader holding a copy lost it: the loan ends without a return, the copy is lost, and "
                    + "the reader may not borrow until the loss is settled.", tag: .copiesAndLoans, errors: [409]),
        answer: .created(LossResource.schema, "The loss.") { "/api/v1/losses/\($0.id)" }
    ) { context in
        LossResource(try context.run(RecordLoss(context.path(PathParameters.inventory))))
    }

    static let losses = Endpoint.api(
        Routes.Standing.losses, .permission(.browseReaders),
        Operation("Lost books, newest first: the copies a write-off act takes out of the fund.", tag: .copiesAndLoans,
                  description: "Each names the act that wrote its copy off (`writeOff`) once one has: an act of reason `lost` "
                    + "(`POST /api/v1/writeoffs`) lists the lost copies `awaitingWriteOff` gives."),
        answer: .ok(LossResource.page, "One page of losses.")
    ) { context in
        PageResource(try context.store.losses(try context.lossQuery(page: try context.pageRequest())), LossResource.init)
    }

    static let settle = Endpoint.api(
        Routes.Standing.settle, .permission(.editReaders),
        Operation("Settle a loss: replaced by an equal book, paid for, or settled by hand with a note.",
                  tag: .copiesAndLoans, errors: [404, 409, 422],
                  description: "Replaced, the copy the reader brought (`replacement`) is catalogued in the same step — under the lost "
                    + "copy's title unless `titleId` names another, in the receipt named (of source `replacement`) or this year's "
                    + "open receipt of replacements (a new one when there is none) — and goes into the replacement ledger. When it "
                    + "cannot be catalogued (its number taken, the receipt closed), the loss stays unsettled and nothing is kept."),
        body: JSONBody(LossSettlementInput.schema),
        ok: "The settled loss."
    ) { context, lossID, input in
        LossResource(try context.run(SettleLoss(lossID, to: input.request())))
    }

    static let replacementLedger = Endpoint.api(
        Routes.Standing.replacementLedger, .permission(.keepAccounts),
        Operation("The ledger of books accepted from readers instead of lost ones, for a year or a period.",
                  tag: .accounts, errors: [422],
                  description: "`year`, or `from` and `to`; nothing is this year. Each line: the day the loss was settled, the reader, "
                    + "the lost copy and the copy accepted (absent when none was catalogued)."),
        ok: "The ledger."
    ) { context in
        let period = try context.ledgerPeriod()
        return ReplacementLedgerResource(period, lines: try context.store.replacementLedger(period))
    }
}

extension RequestContext {
    /// The losses the query names: a reader's, those not settled, those not written off yet.
    func lossQuery(page: PageRequest) throws -> LossQuery {
        LossQuery(ticketNumber: try query(Routes.Standing.ticket), unsettledOnly: try query(Routes.Standing.unsettled) ?? false,
                  awaitingWriteOff: try query(Routes.Standing.awaitingWriteOff) ?? false, page: page)
    }
}
