import Foundation
import KartotekaClient
import KartotekaCore
import Testing

/// The fund's accounts through the client: a batch and its copies, an act of write-off, the
/// book of summary accounting, the inventory book, and a stock check from start to act.
@Suite("KartotekaClient: fund accounts")
struct ClientAccountingTests {
    let server: LiveServer
    let client: KartotekaClient

    init() throws {
        server = try LiveServer(demo: false)
        client = server.client(language: "en")
    }

    @Test func keepsTheAccountsOfABatchAndAnAct() async throws {
        let day = LiveServer.today.isoText
        let batch = try await client.addReceipt(ReceiptInput(receivedOn: day, source: "gift", supplier: "Читатель",
                                                              documentKind: "acceptance_act", documentNumber: "1"))
        #expect(batch.number == "\(LiveServer.today.year)/1" && batch.open)
        _ = try await client.createTitle(TitleInput(title: "Азбука", price: "100", bbk: "74.1",
                                                    copies: [CopyInput(inventoryNumber: "A-1", receipt: "1"),
                                                             CopyInput(inventoryNumber: "A-2", receipt: batch.number, onBalance: false)]))
        #expect(try await client.receipt(try #require(YearlyNumber(text: batch.number))).tally.copies == 2)
        #expect(try await client.copy("A-2").onBalance == false)
        let closed = try await client.updateReceipt(try #require(YearlyNumber(text: batch.number)), with: ReceiptInput(receivedOn: day, source: "gift", open: false))
        #expect(!closed.open && closed.supplier == "")
        #expect(try await client.receipts(openOnly: true).items.isEmpty)

        let act = try await client.addWriteOff(WriteOffInput(date: day, reason: "outdated", approvedBy: "Директор",
                                                              commission: [.init(name: "Иванова И. И.", role: "председатель")],
                                                              coefficient: "2", copies: [.init(inventoryNumber: "A-1")]))
        #expect(act.number == "\(LiveServer.today.year)/1" && act.revaluedSum == "200.00" && act.copies.first?.section == "education")
        #expect(try await client.writeOff(try #require(YearlyNumber(text: act.number))) == act)
        let twice = await #expect(throws: KartotekaClientError.self) {
            try await client.addWriteOff(WriteOffInput(date: day, reason: "worn", commission: [.init(name: "И", role: "")],
                                                       copies: [.init(inventoryNumber: "A-1")]))
        }
        #expect(twice?.status == 409 && twice?.code == "copy_already_written_off")

        let book = try await client.summaryBook(year: LiveServer.today.year)
        #expect(book.reconciles && book.receiptTotals.tally.copies == 2 && book.writeOffTotals.tally.copies == 1)
        #expect(book.movement.last?.end.copies == 1)
        let lines = try await client.inventoryBook(receipt: YearlyNumber(text: batch.number))
        #expect(lines.items.map(\.inventoryNumber) == ["A-1", "A-2"] && lines.items.first?.writeOffAct == act.number)
        try await client.deleteReceipt(try #require(YearlyNumber(text: try await client.addReceipt(ReceiptInput(receivedOn: day, source: "other")).number)))
        #expect(try await client.receipts().items.count == 1)
    }

    @Test func takesAStockCheckFromStartToAct() async throws {
        _ = try await client.createTitle(TitleInput(title: "Букварь", copies: ["1", "2", "3"].map { CopyInput(inventoryNumber: $0) }))
        let check = try await client.startStocktake(StocktakeInput(inventoryFrom: "1", inventoryTo: "3"))
        #expect(check.expected == 3)
        let scans = try await client.scan(["1", "2", "2", "404"], intoStocktake: check.id)
        #expect(scans.map(\.outcome) == ["counted", "counted", "already_counted", "unknown"])
        #expect(try await client.stocktake(check.id).counted == 2)
        let report = try await client.finishStocktake(check.id)
        #expect(report.missing.map(\.inventoryNumber) == ["3"] && report.unknown == ["404"])
        #expect(try await client.stocktakeReport(check.id) == report)
        #expect(try await client.stocktakes().items.map(\.id) == [check.id])
        let ended = await #expect(throws: KartotekaClientError.self) { try await client.scan(["3"], intoStocktake: check.id) }
        #expect(ended?.status == 409 && ended?.code == "stocktake_finished")
    }
}
