import Foundation
import KartotekaCore
import KartotekaUseCases
import KartotekaStore
import KartotekaWire
import KartotekaWireMapping

extension DatabaseDesk: StandingDesk {
    func loanRules() throws -> LoanRulesResource {
        let store = try store
        return LoanRulesResource(try store.loanRules(), policy: try store.settings().loanPolicy)
    }

    func setLoanRule(_ rule: LoanRule) throws -> LoanRulesResource {
        let rules = try run(SetLoanRule(rule))
        return LoanRulesResource(rules.rules, policy: rules.policy)
    }

    func removeLoanRule(_ scope: LoanRuleScope) throws {
        try run(RemoveLoanRule(scope))
    }

    func blockedReaders(page: PageRequest) throws -> PageResource<BlockedReaderResource> {
        PageResource(try store.blockedReaders(page: page)) { BlockedReaderResource($0, language: language) }
    }

    func blockReader(_ ticket: TicketNumber, reason: String, until: Day?) throws -> BlockResource {
        BlockResource(.manual(try run(BlockReader(ticket, reason: reason, until: until))), language: language)
    }

    func removeBlock(_ id: BlockID) throws {
        try run(LiftBlock(id))
    }

    /// Recorded from the command line: no account.
    func recordLoss(_ inventory: InventoryNumber) throws -> LossResource {
        LossResource(try run(RecordLoss(inventory)))
    }

    func settleLoss(_ id: LossID, _ settlement: LossSettlementRequest) throws -> LossResource {
        LossResource(try run(SettleLoss(id, to: settlement)))
    }

    func losses(_ query: LossQuery) throws -> PageResource<LossResource> {
        PageResource(try store.losses(query), LossResource.init)
    }
}

extension DatabaseDesk: SchoolDesk {
    func importClassList(_ data: [UInt8], schoolClass: SchoolClass?, dryRun: Bool) throws -> ClassListReport {
        let list = ClassListFile(data: Data(data), defaultClass: schoolClass)
        return ClassListReport(try run(ImportClassList(list, dryRun: dryRun)), dryRun: dryRun, language: language)
    }

    func promoteClasses(dryRun: Bool) throws -> PromotionResult {
        PromotionResult(try run(PromoteClasses(dryRun: dryRun)))
    }

    func undoPromotion() throws -> PromotionUndoResult {
        PromotionUndoResult(try run(UndoPromotion()))
    }
}

extension DatabaseDesk: CounterDesk {
    /// At the command line on the database, the desk works wherever a copy is, for no account,
    /// and shows holders in full.
    func deskScan(_ code: String, serving ticket: TicketNumber?, _ options: LendingOptions) throws -> DeskScanResult {
        let outcome = try run(DeskScan(code, serving: ticket, options))
        return outcome.result(language: language, today: try store.today(), disclosure: .contact)
    }
}
