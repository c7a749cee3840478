import Foundation
@testable import KartotekaClient
import KartotekaCore
import Testing

/// Readers, lending, renewing, returning and the overdue list, through the client.
@Suite("KartotekaClient: readers and loans")
struct ClientCirculationTests {
    let server: LiveServer
    let client: KartotekaClient

    init() throws {
        server = try LiveServer()
        client = server.client(language: "en")
    }

    @Test func registersFindsChangesAndDeletesAReader() async throws {
        let created = try await client.createReader(ReaderInput(
            ticketNumber: "R-2001", surname: "Орлова", firstName: "Вера", patronymic: "Павловна", birth: "1990-05-17",
            gender: "female", category: "студент", city: "Тверь", phone: "+7 900 555-12-34", email: "vera@example.org"))
        #expect(created.ticketNumber == "R-2001" && created.birth == "1990-05-17" && created.gender == "female")
        #expect(created.registeredOn == LiveServer.today.isoText && created.loans == [] && created.history == [])

        let listed = try await client.readers(matching: "Орлова")
        #expect(listed.items.map(\.ticketNumber) == ["R-2001"] && listed.items.first?.openLoanCount == 0)
        #expect(try await client.readers(limit: 3).items.count == 3)

        let updated = try await client.updateReader("R-2001", with: ReaderInput(
            surname: "Орлова", firstName: "Вера", phone: "+7 900 555-12-35", workplace: "ТвГУ"))
        #expect(updated.ticketNumber == "R-2001" && updated.phone?.hasSuffix("12-35") == true && updated.workplace == "ТвГУ")
        #expect(updated.email == nil && updated.birth == nil)

        try await client.deleteReader("R-2001")
        let gone = await #expect(throws: KartotekaClientError.self) { try await client.reader("R-2001") }
        #expect(gone?.status == 404 && gone?.code == "reader_not_found")
    }

    @Test func readerDataHoldsEveryLoan() async throws {
        let data = try await client.readerData("000101")
        let card = try await client.reader("000101")
        #expect(data.ticketNumber == "000101" && data.surname == card.surname)
        #expect(data.loans == card.loans && !(data.loans ?? []).isEmpty && !(data.history ?? []).isEmpty)
        let desk = server.client(language: "en", token: server.circulationToken)
        let refused = await #expect(throws: KartotekaClientError.self) { try await desk.readerData("000101") }
        #expect(refused?.status == 403 && refused?.code == "not_allowed")
        let missing = await #expect(throws: KartotekaClientError.self) { try await client.readerData("R-404") }
        #expect(missing?.status == 404 && missing?.code == "reader_not_found")
    }

    @Test func refusesATakenTicketAndWarnsOfASharedPhone() async throws {
        let ticket = await #expect(throws: KartotekaClientError.self) {
            try await client.createReader(ReaderInput(ticketNumber: "000101", surname: "Новый", firstName: "Читатель",
                                                      phone: "+7 900 999-00-01"))
        }
        #expect(ticket?.status == 409 && ticket?.code == "ticket_number_taken")
        let sibling = try await client.createReader(ReaderInput(ticketNumber: "R-3001", surname: "Новый", firstName: "Читатель",
                                                                parentPhone: "8 900 101-01-01"))
        #expect(sibling.phoneSharedWith == [ReaderReference(ticketNumber: "000101", name: "Иванов И. И.")].map { reference in
            var shared = reference
            shared.via = "phone"
            return shared
        })
    }

    @Test func lendsRenewsAndTakesBack() async throws {
        _ = try await client.createReader(ReaderInput(ticketNumber: "R-4001", surname: "Гусев", firstName: "Олег",
                                                      phone: "+7 900 444-00-01"))
        let available = try await client.titles(availability: .available, limit: 1)
        let card = try await client.title(id: try #require(available.items.first?.id))
        let inventory = try InventoryNumber(validating: try #require(card.copies?.first { $0.status == "available" }?.inventoryNumber))

        let loan = try await client.lend(inventory, to: "R-4001")
        #expect(loan.inventoryNumber == inventory.rawValue && loan.ticketNumber == "R-4001" && loan.renewals == 0)
        #expect(loan.dueOn > LiveServer.today.isoText && loan.overdue == false && loan.returnedAt == nil)
        #expect(try await client.copy(inventory).loan?.id == loan.id)
        #expect(try await client.reader("R-4001").loans?.map(\.id) == [loan.id])

        let again = await #expect(throws: KartotekaClientError.self) { try await client.lend(inventory, to: "000102") }
        #expect(again?.status == 409 && again?.code == "copy_already_on_loan")

        let renewed = try await client.renewCopy(inventory, dueOn: "2026-04-30")
        #expect(renewed.id == loan.id && renewed.dueOn == "2026-04-30" && renewed.renewals == 1)
        let byPeriod = try await client.renewCopy(inventory)
        #expect(byPeriod.renewals == 2 && byPeriod.dueOn > "2026-04-30")

        let returned = try await client.returnCopy(inventory)
        #expect(returned.id == loan.id && returned.returnedAt != nil)
        let twice = await #expect(throws: KartotekaClientError.self) { try await client.returnCopy(inventory) }
        #expect(twice?.status == 409 && twice?.code == "copy_not_on_loan")
        #expect(try await client.reader("R-4001").history?.map(\.id) == [loan.id])
    }

    @Test func listsOverdueLoans() async throws {
        let overdue = try await client.overdueLoans()
        #expect(!overdue.items.isEmpty && overdue.items.allSatisfy { $0.overdue && $0.daysOverdue > 0 && $0.returnedAt == nil })
        let days = overdue.items.map(\.daysOverdue)
        #expect(days == days.sorted(by: >))
        let earlier = try await client.overdueLoans(asOf: "2026-02-01")
        #expect(earlier.items.count < overdue.items.count)
        let page = try await client.overdueLoans(offset: 1, limit: 1)
        #expect(page.items.map(\.id) == [overdue.items[1].id] && page.offset == 1)
        let bad = await #expect(throws: KartotekaClientError.self) { _ = try await client.send(Routes.Loans.overdue, query: [QueryItem(Routes.Loans.at, text: "someday")]) }
        #expect(bad?.status == 400 && bad?.code == "invalid_parameter")
    }
}
