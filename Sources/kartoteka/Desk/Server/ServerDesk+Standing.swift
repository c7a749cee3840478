import Foundation
import KartotekaClient
import KartotekaCore

extension ServerDesk: StandingDesk {
    func loanRules() throws -> LoanRulesResource {
        try call { try await $0.loanRules() }
    }

    func setLoanRule(_ rule: LoanRule) throws -> LoanRulesResource {
        let resource = LoanRuleResource(rule)
        return try call { try await $0.setLoanRule(resource) }
    }

    func removeLoanRule(_ scope: LoanRuleScope) throws {
        let (category, kind) = (scope.category?.name, scope.kind)
        try call { try await $0.removeLoanRule(category: category, kind: kind) }
    }

    func blockedReaders(page: PageRequest) throws -> PageResource<BlockedReaderResource> {
        try call { try await $0.blockedReaders(offset: page.offset, limit: page.limit) }
    }

    /// The reason and the day are checked here as on the server, so a mistake reads the same.
    func blockReader(_ ticket: TicketNumber, reason: String, until: Day?) throws -> BlockResource {
        let block = try NewManualBlock(reason: reason, until: until, today: today)
        return try call { try await $0.blockReader(ticket, reason: block.reason, until: block.until) }
    }

    func removeBlock(_ id: BlockID) throws {
        let number = id.rawValue
        try call { try await $0.removeBlock(number) }
    }

    func recordLoss(_ inventory: InventoryNumber) throws -> LossResource {
        try call { try await $0.recordLoss(inventory) }
    }

    func settleLoss(_ id: LossID, _ settlement: LossSettlementRequest) throws -> LossResource {
        let replacement = settlement.replacement.map {
            LossReplacementInput(inventoryNumber: $0.inventoryNumber.rawValue, price: $0.price?.decimalText, titleId: $0.titleID?.rawValue,
                                 receipt: $0.receipt?.text)
        }
        let input = LossSettlementInput(how: settlement.how.rawValue, note: settlement.note, amount: settlement.amount?.decimalText,
                                        replacement: replacement)
        let number = id.rawValue
        return try call { try await $0.settleLoss(number, input) }
    }

    func losses(_ query: LossQuery) throws -> PageResource<LossResource> {
        try call { try await $0.losses(ticketNumber: query.ticketNumber, unsettledOnly: query.unsettledOnly,
                                       awaitingWriteOff: query.awaitingWriteOff, offset: query.page.offset, limit: query.page.limit) }
    }
}

extension ServerDesk: SchoolDesk {
    func importClassList(_ data: [UInt8], schoolClass: SchoolClass?, dryRun: Bool) throws -> ClassListReport {
        let (body, name) = (Data(data), schoolClass)
        return try call { try await $0.importClassList(body, schoolClass: name, dryRun: dryRun) }
    }

    func promoteClasses(dryRun: Bool) throws -> PromotionResult {
        try call { try await $0.promoteClasses(dryRun: dryRun) }
    }

    func undoPromotion() throws -> PromotionUndoResult {
        try call { try await $0.undoPromotion() }
    }
}

extension ServerDesk: CounterDesk {
    /// The server's desk works at the token account's branch.
    func deskScan(_ code: String, serving ticket: TicketNumber?, _ options: LendingOptions) throws -> DeskScanResult {
        try call {
            try await $0.deskScan(code, ticketNumber: ticket, secondCopy: options.secondCopyConfirmed, lendAgain: options.lendAgainConfirmed,
                                  inLibrary: options.inLibrary,
                                  overrideAgeMark: options.overridingAgeMark)
        }
    }
}
