import Foundation
import KartotekaCore
import KartotekaStore
import KartotekaTestSupport
import KartotekaUseCases
import Testing

/// Calling off a journey between branches: the copy stays where it was sent from, the journey
/// ends as called off, and a copy on its way to a reader's hold is not called back.
@Suite("Use cases: calling off a transfer")
struct TransferUseCaseTests {
    static let main = BranchCode(unchecked: "1")

    @Test(arguments: StoreFactory.all)
    func aJourneyCalledOffLeavesTheCopyWhereItWas(factory: StoreFactory) throws {
        let fixture = try ReadersFixture(factory)
        let (library, store) = (fixture.library, fixture.store)
        let four = ReadersFixture.inventory("4")
        _ = try library.run(SendCopy(four, to: ReadersFixture.village), by: fixture.helper)
        fixture.clock.advance(days: 1)
        let elsewhere = Principal.account(ReadersFixture.account("village", .circulation), branch: ReadersFixture.village)
        #expect(throws: BranchError.callOffWhereItLeft(four, left: Self.main)) { try library.run(CancelTransfer(four), by: elsewhere) }
        let called = try library.run(CancelTransfer(four), by: .commandLine(branch: Self.main)).journey
        #expect(!called.isOpen && called.cancelledAt == fixture.clock.now() && called.receivedBy == nil)
        let copy = try store.copy(four).record
        #expect(copy.placement == CopyPlacement(home: Self.main, current: Self.main) && copy.copy.status == .available)
        #expect(try store.transfers(TransferQuery()).items.isEmpty)
        #expect(try store.transfers(TransferQuery(openOnly: false)).items.first?.cancelledAt == called.cancelledAt)
        #expect(throws: BranchError.copyNotTravelling(four)) { try library.run(CancelTransfer(four), by: fixture.helper) }
        #expect(try store.transfers(TransferQuery(openOnly: false)).items.first?.receivedBy == nil)
        _ = try store.lend(four, to: ReadersFixture.ivanov, dueOn: nil, at: Self.main)
        #expect(try fixture.audit().suffix(2) == [
            "helper | send copy | copy 4 from branch 1 to branch Ф2",
            "command line | cancel transfer | copy 4 kept at branch 1, not sent to branch Ф2",
        ])
    }

    @Test(arguments: StoreFactory.all)
    func aCopyTakenBackElsewhereMayBeKeptThere(factory: StoreFactory) throws {
        let fixture = try ReadersFixture(factory)
        let (library, store) = (fixture.library, fixture.store)
        let three = ReadersFixture.inventory("3")
        _ = try store.lend(three, to: ReadersFixture.ivanov, dueOn: nil, at: Self.main)
        _ = try store.returnCopy(three, at: ReadersFixture.village, by: nil)
        #expect(try store.copy(three).record.placement?.travellingTo == Self.main)
        let kept = try library.run(CancelTransfer(three), by: fixture.helper).journey
        #expect(kept.reason == .returnToHome && kept.from == ReadersFixture.village && kept.cancelledAt != nil)
        #expect(try store.copy(three).record.placement == CopyPlacement(home: Self.main, current: ReadersFixture.village))
        let again = try store.lend(three, to: ReadersFixture.ivanov, dueOn: nil, at: ReadersFixture.village)
        #expect(again.branch == ReadersFixture.village)
    }

    /// A reader waits for the title at the branch the copy left: called off, it is set aside for them.
    @Test(arguments: StoreFactory.all)
    func aCopyCalledBackGoesToTheHoldWaitingForIt(factory: StoreFactory) throws {
        let fixture = try ReadersFixture(factory)
        let (library, store) = (fixture.library, fixture.store)
        let petrov = try fixture.registerPetrov()
        for copy in ["1", "2", "3"] { _ = try store.lend(ReadersFixture.inventory(copy), to: petrov, dueOn: nil, at: Self.main) }
        let four = ReadersFixture.inventory("4")
        _ = try library.run(SendCopy(four, to: ReadersFixture.village), by: fixture.helper)
        let hold = try store.placeHold(HoldRequest(ticketNumber: ReadersFixture.ivanov, target: .title(fixture.title), pickupBranch: Self.main),
                                       by: nil)
        #expect(try store.hold(hold.id).state == .queued)
        let called = try library.run(CancelTransfer(four), by: fixture.helper)
        #expect(called.setAsideFor?.id == hold.id && called.setAsideFor?.state == .waiting && called.setAsideFor?.copy == four)
        #expect(try fixture.audit().last == "helper | cancel transfer | copy 4 kept at branch 1, not sent to branch Ф2, set aside for hold \(hold.id)")
    }

    @Test(arguments: StoreFactory.all)
    func aCopyOnItsWayToAReadersHoldIsNotCalledBack(factory: StoreFactory) throws {
        let fixture = try ReadersFixture(factory)
        let (library, store) = (fixture.library, fixture.store)
        let hold = try store.placeHold(HoldRequest(ticketNumber: ReadersFixture.ivanov, target: .title(fixture.title),
                                                   pickupBranch: ReadersFixture.village), by: nil)
        #expect(try store.hold(hold.id).state == .inTransit)
        let journey = try #require(try store.transfers(TransferQuery()).items.first)
        #expect(journey.reason == .hold)
        #expect(throws: BranchError.copyTravelsForHold(journey.inventoryNumber)) {
            try library.run(CancelTransfer(journey.inventoryNumber), by: fixture.helper)
        }
        #expect(try store.copy(journey.inventoryNumber).record.placement?.travellingTo == ReadersFixture.village)
        #expect(try store.hold(hold.id).state == .inTransit)
    }
}
