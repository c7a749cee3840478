import Foundation
import KartotekaCore
import KartotekaStore
import KartotekaTestSupport
import KartotekaUseCases
import Testing

/// Blocks, losses, holds and journeys between branches: each change one transaction with its
/// audit line naming records by their numbers; a refusal keeps nothing.
@Suite("Use cases: blocks, losses, holds and transfers")
struct StandingUseCaseTests {
    @Test(arguments: StoreFactory.all)
    func blocksLossesHoldsAndJourneysWriteTheirAuditLines(factory: StoreFactory) throws {
        let fixture = try ReadersFixture(factory)
        let library = fixture.library
        let ivanov = ReadersFixture.ivanov
        let petrov = try fixture.registerPetrov()
        let block = try library.run(BlockReader(ivanov, reason: "испорчен учебник", until: nil), by: fixture.librarian)
        #expect(block.setBy == "librarian")
        try library.run(LiftBlock(block.id), by: fixture.librarian)
        let hold = try library.run(PlaceHold(HoldRequest(ticketNumber: ivanov, target: .title(fixture.title))), by: fixture.helper)
        #expect(hold.state == .waiting && hold.placedBy == "helper")
        _ = try library.run(CancelHold(hold.id), by: fixture.helper)
        _ = try library.run(Lend(ReadersFixture.inventory("3"), to: petrov), by: fixture.helper)
        let loss = try library.run(RecordLoss(ReadersFixture.inventory("3")), by: fixture.helper)
        let settled = try library.run(SettleLoss(loss.id, to: LossSettlementRequest(how: .paid, note: "", amount: Money(kopecks: 25_400))),
                                      by: fixture.librarian)
        #expect(settled.settlement?.settledBy == "librarian")
        let sent = try library.run(SendCopy(ReadersFixture.inventory("4"), to: ReadersFixture.village), by: fixture.helper)
        #expect(sent.isOpen)
        let received = try library.run(ReceiveCopy(ReadersFixture.inventory("4")), by: .commandLine())
        #expect(!received.isOpen && received.to == ReadersFixture.village)
        #expect(try library.run(ExpireHolds(), by: fixture.helper).isEmpty)
        #expect(try fixture.audit().dropFirst(2) == [
            "librarian | block reader | block \(block.id) on reader 000123",
            "librarian | lift block | block \(block.id)",
            "helper | place hold | hold \(hold.id) of title \(fixture.title) for reader 000123",
            "helper | cancel hold | hold \(hold.id) of reader 000123",
            "helper | lend | copy 3 to reader 000124",
            "helper | record loss | loss \(loss.id) of copy 3 by reader 000124",
            "librarian | settle loss | loss \(loss.id) paid",
            "helper | send copy | copy 4 from branch 1 to branch Ф2",
            "command line | receive copy | copy 4 at branch Ф2",
        ])
    }

    @Test(arguments: StoreFactory.all)
    func aReaderHoldsAndCancelsOnlyForThemselves(factory: StoreFactory) throws {
        let fixture = try ReadersFixture(factory)
        let library = fixture.library
        let petrov = try fixture.registerPetrov()
        let asked = HoldRequest(ticketNumber: petrov, target: .title(fixture.title))
        let own = try library.run(PlaceHold(asked), by: .reader(ReadersFixture.ivanov))
        #expect(own.ticketNumber == ReadersFixture.ivanov && own.placedByReader && own.placedBy == nil)
        let before = try fixture.audit()
        #expect(throws: HoldError.holdNotFound(own.id)) { try library.run(CancelHold(own.id), by: .reader(petrov)) }
        #expect(try fixture.store.hold(own.id).state.isActive)
        #expect(try fixture.audit() == before)
        _ = try library.run(CancelHold(own.id), by: .reader(ReadersFixture.ivanov))
        #expect(try fixture.audit().last == "reader 000123 | cancel hold | hold \(own.id) of reader 000123")
        #expect(throws: UseCaseRefusal(action: ExpireHolds.action)) { try library.run(ExpireHolds(), by: .reader(petrov)) }
        #expect(throws: UseCaseRefusal(action: BlockReader.action)) {
            try library.run(BlockReader(petrov, reason: "x", until: nil), by: fixture.helper)
        }
        #expect(throws: UseCaseRefusal(action: SettleLoss.action)) {
            try library.run(SettleLoss(LossID(1), to: LossSettlementRequest(how: .paid, note: "", amount: nil)), by: fixture.helper)
        }
    }

    @Test(arguments: StoreFactory.all)
    func aReplacementThatCannotBeCataloguedLeavesTheLossUnsettled(factory: StoreFactory) throws {
        let fixture = try ReadersFixture(factory)
        let library = fixture.library
        _ = try library.run(Lend(ReadersFixture.inventory("1"), to: ReadersFixture.ivanov), by: fixture.helper)
        let loss = try library.run(RecordLoss(ReadersFixture.inventory("1")), by: fixture.helper)
        let before = try fixture.audit()
        let taken = LossReplacement(inventoryNumber: ReadersFixture.inventory("2"))
        #expect(throws: CatalogError.self) {
            try library.run(SettleLoss(loss.id, to: LossSettlementRequest(how: .replaced, note: "", amount: nil, replacement: taken)),
                            by: fixture.librarian)
        }
        #expect(try !fixture.store.loss(loss.id).isSettled)
        #expect(try fixture.store.receipts(ReceiptQuery()).items.isEmpty, "no receipt of replacements was opened")
        #expect(try fixture.audit() == before)
    }

    @Test(arguments: StoreFactory.all)
    func theScheduledCareEndsHoldsNotCollectedUnderItsOwnName(factory: StoreFactory) throws {
        let fixture = try ReadersFixture(factory)
        let hold = try fixture.library.run(PlaceHold(HoldRequest(ticketNumber: ReadersFixture.ivanov, target: .title(fixture.title))),
                                           by: fixture.helper)
        #expect(try fixture.library.run(ExpireHolds(), by: .scheduledCare).isEmpty)
        fixture.clock.advance(days: 90)
        let ended = try fixture.library.run(ExpireHolds(), by: .scheduledCare)
        #expect(ended.map(\.id) == [hold.id])
        #expect(try fixture.audit().last == "scheduled care | expire holds | holds \(hold.id)")
    }
}
