import KartotekaCore
import KartotekaStore
import KartotekaWire

/// Blocks and lost books: `/api/v1/blocks`, `/api/v1/readers/{ticket}/blocks`,
/// `/api/v1/copies/{inventory}/loss`, `/api/v1/losses`.
enum StandingAPI {
    static let endpoints = [blocked, addBlock, removeBlock, recordLoss, losses, settle]

    static let blocked = Endpoint.api(
        .get, "/api/v1/blocks", .permission(.browseReaders),
        Operation("listBlockedReaders", "The readers who may not borrow today, with why and what to do.", tag: .readers),
        query: QueryParameters.paging, answer: .ok(Schemas.blockedReaderPage, "One page of blocked readers.")
    ) { context in
        PageResource(try context.store.blockedReaders(page: try context.pageRequest())) {
            BlockedReaderResource($0, language: context.language)
        }
    }

    static let addBlock = Endpoint.api(
        .post, "/api/v1/readers/\(PathParameters.ticket)/blocks", .permission(.editReaders),
        Operation("blockReader", "Block a reader by hand, with a reason and perhaps a last day.", tag: .readers, errors: [422]),
        body: JSONBody(Schemas.blockInput),
        answer: .created(Schemas.block, "The block.") { "/api/v1/blocks/\($0.id ?? 0)" }
    ) { context, input in
        let until = try input.until.flatMap { $0.isEmpty ? nil : $0 }.map { text throws in try Day(parsing: text, field: "until") }
        let block = try context.store.addBlock(to: context.path(PathParameters.ticket),
                                               NewManualBlock(reason: input.reason, until: until, today: context.today),
                                               by: context.actingAccount)
        return BlockResource(.manual(block), language: context.language)
    }

    static let removeBlock = Endpoint.api(
        .delete, "/api/v1/blocks/\(PathParameters.blockID)", .permission(.editReaders),
        Operation("unblockReader", "Remove a block set by hand.", tag: .readers), answer: .noContent()
    ) { context in
        try context.store.removeBlock(context.path(PathParameters.blockID))
        return NoContent()
    }

    static let recordLoss = Endpoint.api(
        .post, "/api/v1/copies/\(PathParameters.inventory)/loss", .permission(.circulate),
        Operation("recordLoss", "Record that the reader holding a copy lost it: the loan ends without a return, the copy is lost, and "
                    + "the reader may not borrow until the loss is settled.", tag: .copiesAndLoans, errors: [409]),
        answer: .created(Schemas.loss, "The loss.") { "/api/v1/losses/\($0.id)" }
    ) { context in
        LossResource(try context.store.recordLoss(context.path(PathParameters.inventory), by: context.actingAccount))
    }

    static let ticket = QueryParameter<TicketNumber>(
        "ticket", schema: OpenAPISchema.string(), description: "Only this reader's losses.") { try? TicketNumber(validating: $0) }
    static let unsettled = QueryParameters.flag("unsettled", "`1`, `true` or `yes`: only the losses not settled yet.")

    static let losses = Endpoint.api(
        .get, "/api/v1/losses", .permission(.browseReaders),
        Operation("listLosses", "Lost books, newest first: the copies a write-off act takes out of the fund.", tag: .copiesAndLoans),
        query: [ticket, unsettled] + QueryParameters.paging, answer: .ok(Schemas.lossPage, "One page of losses.")
    ) { context in
        PageResource(try context.store.losses(LossQuery(ticketNumber: try context.query(ticket),
                                                        unsettledOnly: try context.query(unsettled) ?? false,
                                                        page: try context.pageRequest())), LossResource.init)
    }

    static let settle = Endpoint.api(
        .post, "/api/v1/losses/\(PathParameters.lossID)/settlement", .permission(.editReaders),
        Operation("settleLoss", "Settle a loss: replaced by an equal book, paid for, or settled by hand with a note.",
                  tag: .copiesAndLoans, errors: [409, 422]),
        body: JSONBody(Schemas.lossSettlement), answer: .ok(Schemas.loss, "The settled loss.")
    ) { context, input in
        LossResource(try context.store.settleLoss(context.path(PathParameters.lossID), input.request(), by: context.actingAccount))
    }
}
