import Foundation
import KartotekaClient
import KartotekaCore
import Testing

/// Branches, and copies travelling between them, through the client: codes are Cyrillic and may
/// hold a `/`, so they travel percent-encoded in paths and queries.
@Suite("KartotekaClient: branches and transfers")
struct ClientBranchTests {
    let server: LiveServer
    let client: KartotekaClient

    init() throws {
        server = try LiveServer()
        client = server.client(language: "en")
    }

    @Test func managesBranchesByTheirCodes() async throws {
        let added = try await client.addBranch(BranchInput(code: "Ф2", name: "Сельский филиал", address: "ул. Садовая, 2"))
        #expect(added.code == "Ф2" && added.address == "ул. Садовая, 2" && !added.main)
        #expect(try await client.branches().map(\.code) == ["1", "Ф2"])
        #expect(try await client.branch("Ф2") == added)
        let incomplete = await #expect(throws: KartotekaClientError.self) { try await client.publishBranch("Ф2", BranchListingInput(hours: "10–18")) }
        #expect(incomplete?.status == 422)
        let shown = try await client.publishBranch("Ф2", BranchListingInput(city: "Ivanovka", country: "Russia", hours: "10–18"))
        #expect(shown.location?.streetAddress == "ул. Садовая, 2" && shown.location?.branch == "Ф2")
        #expect(try await client.locations(country: "rus").map(\.city) == ["Ivanovka"])
        try await client.unpublishBranch("Ф2")
        #expect(try await client.branch("Ф2").location == nil)
        #expect(try await client.locations(country: "rus").isEmpty)
        let taken = await #expect(throws: KartotekaClientError.self) { try await client.addBranch(BranchInput(code: "Ф2", name: "Другой")) }
        #expect(taken?.status == 409 && taken?.code == "branch_code_taken")

        let renamed = try await client.updateBranch("Ф2", with: BranchInput(code: "Ф/2", name: "Филиал №2"))
        #expect(renamed.code == "Ф/2" && renamed.name == "Филиал №2" && renamed.address == "")
        #expect(try await client.branch("Ф/2") == renamed)
        let main = await #expect(throws: KartotekaClientError.self) { try await client.deleteBranch("1") }
        #expect(main?.status == 409 && main?.code == "main_branch_stays")
        try await client.deleteBranch("Ф/2")
        let gone = await #expect(throws: KartotekaClientError.self) { try await client.branch("Ф/2") }
        #expect(gone?.status == 404 && gone?.code == "branch_not_found")
    }

    @Test func aCopyReturnedAtAnotherBranchTravelsHomeAndIsReceived() async throws {
        _ = try await client.addBranch(BranchInput(code: "Ф2", name: "Сельский филиал"))
        _ = try await client.createReader(ReaderInput(ticketNumber: "R-5001", surname: "Гусев", firstName: "Олег", phone: "+7 900 555-00-01"))
        let available = try await client.titles(availability: .available, limit: 1)
        let card = try await client.title(id: try #require(available.items.first?.id))
        let inventory = try InventoryNumber(validating: try #require(card.copies?.first { $0.status == "available" }?.inventoryNumber))
        #expect(try await client.copy(inventory).homeBranch == "1")

        let elsewhere = await #expect(throws: KartotekaClientError.self) { try await client.lend(inventory, to: "R-5001", branch: "Ф2") }
        #expect(elsewhere?.status == 409 && elsewhere?.code == "copy_at_another_branch")
        let loan = try await client.lend(inventory, to: "R-5001")
        #expect(loan.branch == "1")
        let back = try await client.returnCopy(inventory, at: "Ф2")
        #expect(back.id == loan.id && back.returnBranch == "Ф2")
        #expect(try await client.copy(inventory).travellingTo == "1")
        let counted = try #require(try await client.title(id: card.id).byBranch?.first { $0.branch == "1" })
        #expect(counted.name == "Библиотека" && counted.inTransit == 1)
        let listed = try await client.titles(matching: card.title).items.first { $0.id == card.id }
        #expect(listed?.byBranch?.first { $0.branch == "1" } == counted)

        let travelling = try await client.transfers(branch: "Ф2")
        #expect(travelling.items.map(\.inventoryNumber) == [inventory.rawValue] && travelling.items.first?.reason == "return_to_home")
        let wrongDesk = await #expect(throws: KartotekaClientError.self) { try await client.receiveCopy(inventory, at: "Ф2") }
        #expect(wrongDesk?.status == 409 && wrongDesk?.code == "copy_goes_elsewhere")
        let received = try await client.receiveCopy(inventory)
        #expect(received.to == "1" && received.receivedAt != nil && received.receivedBy == "admin")
        #expect(try await client.transfers(branch: "Ф2").items.isEmpty)

        let sent = try await client.sendCopy(inventory, to: "Ф2")
        #expect(sent.reason == "manual" && sent.from == "1" && sent.to == "Ф2" && sent.receivedAt == nil)
        let twice = await #expect(throws: KartotekaClientError.self) { try await client.sendCopy(inventory, to: "Ф2") }
        #expect(twice?.status == 409 && twice?.code == "copy_already_travelling")
        let calledOff = try await client.cancelTransfer(inventory)
        #expect(calledOff.cancelledAt != nil && calledOff.from == "1" && calledOff.to == "Ф2")
        #expect(try await client.copy(inventory).travellingTo == nil)
        _ = try await client.sendCopy(inventory, to: "Ф2")
        #expect(try await client.receiveCopy(inventory, at: "Ф2").receivedAt != nil)
        #expect(try await client.lend(inventory, to: "R-5001", branch: "Ф2").branch == "Ф2")

        let history = try await client.transfers(all: true, branch: "Ф2")
        #expect(history.items.map(\.reason) == ["manual", "manual", "return_to_home"])
        #expect(history.items.map { $0.cancelledAt != nil } == [false, true, false])
        let second = try await client.transfers(all: true, branch: "Ф2", offset: 1, limit: 1)
        #expect(second.items.map(\.id) == [history.items[1].id] && second.hasMore)
    }
}
