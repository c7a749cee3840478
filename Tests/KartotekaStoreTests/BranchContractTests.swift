import Foundation
import KartotekaTestSupport
import Testing
import KartotekaCore
import KartotekaStore

/// A network of branches, the same on every store: each copy has a home branch and a current
/// one; a copy taken back at another branch travels home until it is received there; lists,
/// counts and the overdue list can be narrowed to a branch.
@Suite("Store contract: branches")
struct BranchContractTests {
    static let main = BranchCode(unchecked: "1")
    static let village = BranchCode(unchecked: "Ф2")
    static let school = BranchCode(unchecked: "ШК")

    /// A library with a second branch, a title with a copy at each, and a reader.
    private func prepared(_ factory: StoreFactory) throws -> (any LibraryStore, FixedClock) {
        let clock = Samples.clock()
        let store = try factory.make(clock)
        _ = try store.addBranch(Branch(code: Self.village, name: "Сельский филиал", address: "ул. Садовая, 2"))
        let title = try store.addTitle(Samples.lermontov, copies: [Samples.copy("100")])
        _ = try store.addCopy(Samples.copy("200"), to: title.record.id, at: Self.village)
        _ = try store.addReader(Samples.reader("000123", phone: "+7 900 000-00-00"))
        return (store, clock)
    }

    /// A copy a reader's hold waits for is not sent elsewhere nor deleted; a copy on its way is not
    /// deleted; a journey received twice (twice pressed, two desks) is received once, and the
    /// copy's next journey stays open.
    @Test(arguments: StoreFactory.all)
    func aHeldOrTravellingCopyStaysAndAJourneyIsReceivedOnce(factory: StoreFactory) throws {
        let (store, _) = try prepared(factory)
        let title = try store.copy(Samples.inventory("200")).record.titleID
        let hold = try store.placeHold(HoldRequest(ticketNumber: Samples.ticket("000123"), target: .copy(Samples.inventory("100"))), by: nil)
        #expect(try store.hold(hold.id).state == .waiting)
        #expect(throws: HoldError.copySetAside(Samples.inventory("100"))) { try store.sendCopy(Samples.inventory("100"), to: Self.village, by: nil) }
        #expect(throws: HoldError.copySetAside(Samples.inventory("100"))) { try store.deleteCopy(Samples.inventory("100")) }
        _ = try store.cancelHold(hold.id, reader: nil, by: nil)
        // A hold queued for a copy keeps it too: lost by the reader who had it, it is not deleted
        // under the reader waiting for it.
        _ = try store.addTitle(Samples.title("Азбука", author: "Жукова Н. С."), copies: [Samples.copy("300")])
        _ = try store.addReader(Samples.reader("000125", surname: "Сидоров", phone: "+7 900 000-00-05"))
        _ = try store.lend(Samples.inventory("300"), to: Samples.ticket("000125"), dueOn: nil)
        let queued = try store.placeHold(HoldRequest(ticketNumber: Samples.ticket("000123"), target: .copy(Samples.inventory("300"))), by: nil)
        _ = try store.recordLoss(Samples.inventory("300"), by: nil)
        #expect(throws: HoldError.copyWanted(Samples.inventory("300"))) { try store.deleteCopy(Samples.inventory("300")) }
        _ = try store.cancelHold(queued.id, reader: nil, by: nil)
        _ = try store.deleteCopy(Samples.inventory("300"))

        _ = try store.sendCopy(Samples.inventory("100"), to: Self.village, by: nil)
        #expect(throws: BranchError.copyAlreadyTravelling(Samples.inventory("100"), to: Self.village)) { try store.deleteCopy(Samples.inventory("100")) }
        // Someone at the main branch waits for the title: received at the village, the copy goes on to them.
        _ = try store.addReader(Samples.reader("000124", surname: "Петров", phone: "+7 900 000-00-01"))
        _ = try store.lend(Samples.inventory("200"), to: Samples.ticket("000124"), dueOn: nil, at: Self.village)
        let waiting = try store.placeHold(HoldRequest(ticketNumber: Samples.ticket("000123"), target: .title(title), pickupBranch: Self.main), by: nil)
        _ = try store.receiveCopy(Samples.inventory("100"), at: Self.village, by: nil)
        #expect(try store.copy(Samples.inventory("100")).record.placement?.travellingTo == Self.main, "on its way to the hold")
        #expect(throws: BranchError.copyGoesElsewhere(Samples.inventory("100"), to: Self.main)) {
            try store.receiveCopy(Samples.inventory("100"), at: Self.village, by: nil)
        }
        #expect(try store.copy(Samples.inventory("100")).record.placement?.travellingTo == Self.main && store.hold(waiting.id).state == .inTransit)
    }

    @Test(arguments: StoreFactory.all)
    func aNewLibraryHasItsMainBranchAndBranchesAreKept(factory: StoreFactory) throws {
        let store = try factory.make(Samples.clock())
        let first = try store.branches()
        #expect(first.count == 1 && first[0].isMain && first[0].code == Self.main)
        let added = try store.addBranch(Branch(code: Self.village, name: "Сельский филиал", storagePlace: "Ф2АБ"))
        #expect(!added.isMain && added.branch.irbisStoragePlace == "Ф2АБ")
        #expect(throws: BranchError.codeTaken(Self.village)) { try store.addBranch(Branch(code: Self.village, name: "Другой")) }
        let renamed = try store.updateBranch(Self.village, with: Branch(code: Self.school, name: "Школьный корпус"))
        #expect(renamed.code == Self.school && renamed.id == added.id)
        #expect(throws: BranchError.branchNotFound(Self.village)) { try store.branch(Self.village) }
        #expect(try store.branches().map(\.code) == [Self.main, Self.school])
        #expect(throws: BranchError.mainBranchStays(Self.main)) { try store.deleteBranch(Self.main) }
        try store.deleteBranch(Self.school)
        #expect(try store.branches().map(\.code) == [Self.main])
    }

    /// Published, a branch is a location the book's `/locations` lists, whose street address
    /// follows the branch's; it is changed through the branch only, and unpublishing removes it.
    @Test(arguments: StoreFactory.all)
    func aBranchShownAmongTheLocationsIsListedAndFollowsIt(factory: StoreFactory) throws {
        let (store, _) = try prepared(factory)
        let incomplete = try #require(throws: ValidationError.self) { try store.publishBranch(Self.village, BranchListing(emoji: "🏡")) }
        #expect(incomplete.problems.map(\.field) == ["city", "country"])
        #expect(try store.locations(countryPrefix: "").isEmpty && store.branch(Self.village).location == nil)

        let shown = try store.publishBranch(Self.village, BranchListing(city: "Ивановка", country: "Россия", emoji: "🇷🇺", hours: "10–18"))
        let location = try #require(shown.location)
        #expect(location.location == Location(streetAddress: "ул. Садовая, 2", city: "Ивановка", country: "Россия", emoji: "🇷🇺", hours: "10–18"))
        #expect(try store.locations(countryPrefix: "рос") == [location] && location.branch == Self.village)
        #expect(try store.locations(countryPrefix: "фр").isEmpty)

        let moved = Branch(code: Self.village, name: "Сельский филиал", address: "ул. Полевая, 5")
        _ = try store.updateBranch(Self.village, with: moved)
        #expect(try store.location(location.id).location.streetAddress == "ул. Полевая, 5")
        let addressless = try #require(throws: ValidationError.self) {
            try store.updateBranch(Self.village, with: Branch(code: Self.village, name: "Сельский филиал"))
        }
        #expect(addressless.problems.map(\.field) == ["address"])
        _ = try store.updateBranch(Self.village, with: Branch(code: Self.school, name: "Школа", address: "ул. Полевая, 5"))
        #expect(try store.location(location.id).branch == Self.school)
        #expect(throws: LocationError.locationShowsBranch(location.id, Self.school)) {
            try store.updateLocation(location.id, with: Location(streetAddress: "1", city: "2", country: "3"))
        }
        #expect(throws: LocationError.locationShowsBranch(location.id, Self.school)) { try store.deleteLocation(location.id) }

        let retimed = try store.publishBranch(Self.school, BranchListing(address: "ул. Полевая, 7", hours: "9–17"))
        #expect(retimed.branch.address == "ул. Полевая, 7" && retimed.location?.id == location.id)
        #expect(retimed.location?.location == Location(streetAddress: "ул. Полевая, 7", city: "Ивановка", country: "Россия", emoji: "🇷🇺",
                                                        hours: "9–17"))
        #expect(try store.unpublishBranch(Self.school).location == nil)
        #expect(try store.locations(countryPrefix: "").isEmpty)
        #expect(try store.branch(Self.school).branch.address == "ул. Полевая, 7")
    }

    /// A location that exists may be linked: it takes the branch's address and keeps its other
    /// fields, shows that branch alone, and goes with the branch.
    @Test(arguments: StoreFactory.all)
    func aBranchTakesALocationThatExistsAndTakesItAway(factory: StoreFactory) throws {
        let (store, _) = try prepared(factory)
        let paris = try store.addLocation(Location(streetAddress: "1 rue de Rivoli", city: "Paris", country: "France", emoji: "🇫🇷", hours: "8–19"))
        let berlin = try store.addLocation(Location(streetAddress: "Unter den Linden 8", city: "Berlin", country: "Germany"))
        let linked = try store.publishBranch(Self.village, BranchListing(location: paris.id))
        #expect(linked.location == LocationRecord(id: paris.id, location: Location(
            streetAddress: "ул. Садовая, 2", city: "Paris", country: "France", emoji: "🇫🇷", hours: "8–19"), branch: Self.village))
        _ = try store.addBranch(Branch(code: Self.school, name: "Школа", address: "ул. Школьная, 1"))
        #expect(throws: BranchError.locationShowsAnotherBranch(paris.id, Self.village)) {
            try store.publishBranch(Self.school, BranchListing(location: paris.id))
        }
        #expect(throws: LocationError.locationNotFound(LocationID(999))) {
            try store.publishBranch(Self.school, BranchListing(location: LocationID(999)))
        }
        // Linking another, the one it had goes.
        let relinked = try store.publishBranch(Self.village, BranchListing(location: berlin.id))
        #expect(relinked.location?.id == berlin.id && relinked.location?.location.city == "Berlin")
        #expect(throws: LocationError.locationNotFound(paris.id)) { try store.location(paris.id) }

        let school = try #require(try store.publishBranch(Self.school, BranchListing(city: "Москва", country: "Россия")).location)
        try store.deleteBranch(Self.school)
        #expect(throws: LocationError.locationNotFound(school.id)) { try store.location(school.id) }
        #expect(try store.locations(countryPrefix: "").map(\.id) == [berlin.id])
    }

    @Test(arguments: StoreFactory.all)
    func aBranchThatHoldsCopiesStays(factory: StoreFactory) throws {
        let (store, _) = try prepared(factory)
        #expect(throws: BranchError.branchInUse(Self.village)) { try store.deleteBranch(Self.village) }
        #expect(try store.branches().count == 2)
    }

    @Test(arguments: StoreFactory.all)
    func copiesBelongToTheirBranchAndListsNarrowToIt(factory: StoreFactory) throws {
        let (store, _) = try prepared(factory)
        let copies = try store.copy(Samples.inventory("100")).record.placement
        #expect(copies == CopyPlacement(home: Self.main, current: Self.main))
        #expect(try store.copy(Samples.inventory("200")).record.placement == CopyPlacement(home: Self.village, current: Self.village))
        let everywhere = try #require(try store.listTitles(CatalogQuery()).items.first)
        #expect(everywhere.copyCount == 2 && everywhere.availableCount == 2)
        let there = try #require(try store.listTitles(CatalogQuery(branch: Self.village)).items.first)
        #expect(there.copyCount == 1 && there.availableCount == 1)
        _ = try store.addTitle(Samples.title("Азбука", author: "Жукова Н. С."), copies: [Samples.copy("300")])
        #expect(try store.listTitles(CatalogQuery(branch: Self.village)).items.count == 1)
        #expect(try store.listTitles(CatalogQuery(branch: Self.main)).items.count == 2)
    }

    /// Copies at two branches — on the shelf, lent, on their way, lost — counted branch by
    /// branch on the title card and in lists alike.
    @Test(arguments: StoreFactory.all)
    func eachBranchCountsItsCopiesOnTheShelfOnLoanAndOnTheirWay(factory: StoreFactory) throws {
        let (store, _) = try prepared(factory)
        let title = try #require(try store.listTitles(CatalogQuery()).items.first).record.id
        _ = try store.addCopy(Samples.copy("101"), to: title, at: Self.main)
        _ = try store.addCopy(Samples.copy("201"), to: title, at: Self.village)
        _ = try store.addCopy(Samples.copy("202", status: .lost), to: title, at: Self.village)
        _ = try store.addReader(Samples.reader("000124", phone: "+7 900 000-00-01"))
        _ = try store.lend(Samples.inventory("101"), to: Samples.ticket("000123"), dueOn: nil, at: Self.main)
        _ = try store.lend(Samples.inventory("201"), to: Samples.ticket("000124"), dueOn: nil, at: Self.village)
        _ = try store.returnCopy(Samples.inventory("201"), at: Self.main, by: nil)
        let expected = [
            BranchCopyCounts(branch: Self.main, branchName: "Библиотека", onShelf: 1, onLoan: 1, inTransit: 0),
            BranchCopyCounts(branch: Self.village, branchName: "Сельский филиал", onShelf: 1, onLoan: 0, inTransit: 1),
        ]
        #expect(try store.title(title).byBranch == expected)
        #expect(try store.listTitles(CatalogQuery()).items.first?.byBranch == expected)
        #expect(try store.listTitles(CatalogQuery(branch: Self.village)).items.first?.byBranch == expected)
        _ = try store.receiveCopy(Samples.inventory("201"), at: Self.village, by: nil)
        #expect(try store.title(title).byBranch.map(\.onShelf) == [1, 2])
        let other = try store.addTitle(Samples.title("Азбука", author: "Жукова Н. С."), copies: [])
        #expect(try store.title(other.record.id).byBranch.isEmpty)
    }

    @Test(arguments: StoreFactory.all)
    func aCopyIsLentAtItsBranchOnly(factory: StoreFactory) throws {
        let (store, _) = try prepared(factory)
        #expect(throws: LoanError.copyAtAnotherBranch(Samples.inventory("200"), at: Self.village)) {
            try store.lend(Samples.inventory("200"), to: Samples.ticket("000123"), dueOn: nil, at: Self.main)
        }
        let loan = try store.lend(Samples.inventory("200"), to: Samples.ticket("000123"), dueOn: nil, at: Self.village)
        #expect(loan.branch == Self.village)
    }

    @Test(arguments: StoreFactory.all)
    func aCopyTakenBackElsewhereTravelsHomeUntilReceived(factory: StoreFactory) throws {
        let (store, clock) = try prepared(factory)
        _ = try store.lend(Samples.inventory("200"), to: Samples.ticket("000123"), dueOn: nil, at: Self.village)
        clock.advance(days: 2)
        let returned = try store.returnCopy(Samples.inventory("200"), at: Self.main, by: "desk")
        #expect(returned.returnBranch == Self.main && returned.branch == Self.village)
        let travelling = try store.copy(Samples.inventory("200")).record
        #expect(travelling.copy.status == .available)
        #expect(travelling.placement == CopyPlacement(home: Self.village, current: Self.main, travellingTo: Self.village))
        // On its way it is not lent, nor counted available anywhere.
        #expect(throws: LoanError.copyTravelling(Samples.inventory("200"), to: Self.village)) {
            try store.lend(Samples.inventory("200"), to: Samples.ticket("000123"), dueOn: nil, at: Self.main)
        }
        // It stands at the branch that took it back, counted there but not available.
        let here = try #require(try store.listTitles(CatalogQuery(branch: Self.main)).items.first)
        #expect(here.copyCount == 2 && here.availableCount == 1)
        #expect(try store.listTitles(CatalogQuery(branch: Self.village)).items.isEmpty)
        let open = try store.transfers(TransferQuery())
        #expect(open.items.count == 1 && open.items[0].reason == .returnToHome && open.items[0].sentBy == "desk")
        #expect(open.items[0].from == Self.main && open.items[0].to == Self.village)
        #expect(throws: BranchError.copyGoesElsewhere(Samples.inventory("200"), to: Self.village)) {
            try store.receiveCopy(Samples.inventory("200"), at: Self.main, by: nil)
        }
        clock.advance(days: 1)
        let arrived = try store.receiveCopy(Samples.inventory("200"), at: Self.village, by: "village-desk")
        #expect(arrived.receivedAt == clock.now() && arrived.receivedBy == "village-desk")
        #expect(try store.copy(Samples.inventory("200")).record.placement == CopyPlacement(home: Self.village, current: Self.village))
        #expect(try store.transfers(TransferQuery()).items.isEmpty)
        #expect(try store.transfers(TransferQuery(openOnly: false, branch: Self.village)).items.count == 1)
        #expect(throws: BranchError.copyNotTravelling(Samples.inventory("200"))) {
            try store.receiveCopy(Samples.inventory("200"), at: Self.village, by: nil)
        }
    }

    @Test(arguments: StoreFactory.all)
    func aCopyTakenBackAtHomeStaysHome(factory: StoreFactory) throws {
        let (store, _) = try prepared(factory)
        _ = try store.lend(Samples.inventory("100"), to: Samples.ticket("000123"), dueOn: nil, at: Self.main)
        _ = try store.returnCopy(Samples.inventory("100"), at: nil, by: nil)
        #expect(try store.copy(Samples.inventory("100")).record.placement == CopyPlacement(home: Self.main, current: Self.main))
        #expect(try store.transfers(TransferQuery()).items.isEmpty)
    }

    @Test(arguments: StoreFactory.all)
    func aLibrarianSendsACopyOnTheShelfOnly(factory: StoreFactory) throws {
        let (store, _) = try prepared(factory)
        #expect(throws: BranchError.copyAlreadyThere(Samples.inventory("100"), Self.main)) {
            try store.sendCopy(Samples.inventory("100"), to: Self.main, by: nil)
        }
        #expect(throws: BranchError.branchNotFound(Self.school)) { try store.sendCopy(Samples.inventory("100"), to: Self.school, by: nil) }
        _ = try store.lend(Samples.inventory("100"), to: Samples.ticket("000123"), dueOn: nil)
        #expect(throws: BranchError.copyCannotTravel(Samples.inventory("100"), .onLoan)) {
            try store.sendCopy(Samples.inventory("100"), to: Self.village, by: nil)
        }
        _ = try store.returnCopy(Samples.inventory("100"))
        let sent = try store.sendCopy(Samples.inventory("100"), to: Self.village, by: "admin")
        #expect(sent.reason == .manual && sent.from == Self.main && sent.to == Self.village && sent.isOpen)
        #expect(throws: BranchError.copyAlreadyTravelling(Samples.inventory("100"), to: Self.village)) {
            try store.sendCopy(Samples.inventory("100"), to: Self.village, by: nil)
        }
        // Its number corrected on the way, the journey follows it: it is received by the new one.
        var renumbered = try store.copy(Samples.inventory("100")).record.copy
        renumbered.inventoryNumber = Samples.inventory("1000")
        _ = try store.updateCopy(Samples.inventory("100"), with: renumbered)
        #expect(try store.transfers(TransferQuery()).items.map(\.inventoryNumber) == [Samples.inventory("1000")])
        renumbered.inventoryNumber = Samples.inventory("100")
        _ = try store.updateCopy(Samples.inventory("1000"), with: renumbered)
        _ = try store.receiveCopy(Samples.inventory("100"), at: Self.village, by: nil)
        let placed = try store.copy(Samples.inventory("100")).record.placement
        #expect(placed == CopyPlacement(home: Self.main, current: Self.village))
        // Away from home it is lent where it is.
        _ = try store.lend(Samples.inventory("100"), to: Samples.ticket("000123"), dueOn: nil, at: Self.village)
    }

    @Test(arguments: StoreFactory.all)
    func theOverdueListNarrowsToTheBranchThatLent(factory: StoreFactory) throws {
        let (store, clock) = try prepared(factory)
        _ = try store.lend(Samples.inventory("100"), to: Samples.ticket("000123"), dueOn: nil, at: Self.main)
        _ = try store.lend(Samples.inventory("200"), to: Samples.ticket("000123"), dueOn: nil, at: Self.village)
        clock.advance(days: 30)
        #expect(try store.overdueLoans(asOf: nil, page: PageRequest()).items.count == 2)
        let there = try store.overdueLoans(asOf: nil, branch: Self.village, page: PageRequest()).items
        #expect(there.map(\.loan.inventoryNumber) == [Samples.inventory("200")])
    }

    @Test(arguments: StoreFactory.all)
    func desksWorkAtABranchChosenAtSignInOrByTheAccount(factory: StoreFactory) throws {
        let (store, clock) = try prepared(factory)
        let account = try store.addAccount(username: "desk", displayName: "", role: .circulation, passwordHash: "x")
        #expect(account.branch == nil)
        #expect(try store.setAccountBranch(username: "desk", branch: Self.village).branch == Self.village)
        #expect(try store.account(username: "desk").account.branch == Self.village)
        try store.createSession(accountID: account.id, tokenDigest: "d1", csrfToken: "c", expiresAt: clock.now().addingTimeInterval(60),
                                branch: Self.main)
        #expect(try store.session(tokenDigest: "d1")?.branch == Self.main)
        try store.createSession(accountID: account.id, tokenDigest: "d2", csrfToken: "c", expiresAt: clock.now().addingTimeInterval(60))
        let own = try #require(try store.session(tokenDigest: "d2"))
        #expect(own.branch == nil && own.account.branch == Self.village)
        #expect(throws: BranchError.branchInUse(Self.village)) { try store.deleteBranch(Self.village) }
    }
}
