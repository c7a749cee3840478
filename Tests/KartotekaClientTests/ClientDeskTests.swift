import Foundation
import KartotekaClient
import KartotekaCore
import Testing

/// The reader-first desk, loan rules, blocks, lost books and classes, through the client.
@Suite("KartotekaClient: the desk, rules, blocks and classes")
struct ClientDeskTests {
    let server: LiveServer
    let client: KartotekaClient

    init() throws {
        server = try LiveServer()
        client = server.client(language: "en")
    }

    @Test func scansLendAndTakeBackAndABlockRefuses() async throws {
        let reader = try await client.deskScan("000103")
        #expect(reader.outcome == "reader" && reader.reader?.ticketNumber == "000103")
        let lent = try await client.deskScan("1002", ticketNumber: "000103")
        #expect(lent.outcome == "lent" && lent.loan?.inventoryNumber == "1002")
        let back = try await client.deskScan("1002")
        #expect(back.outcome == "returned" && back.returnedFrom?.ticketNumber == "000103")

        let block = try await client.blockReader("000103", reason: "lost ticket", until: "2026-03-10")
        let refused = try await client.deskScan("1002", ticketNumber: "000103")
        #expect(refused.outcome == "refused" && refused.message.contains("lost ticket"))
        #expect(try await client.blockedReaders().items.map(\.reader.ticketNumber).contains("000103"))
        try await client.removeBlock(try #require(block.id))
        // Handed in moments ago, the copy is lent back when the desk says so.
        #expect(try await client.deskScan("1002", ticketNumber: "000103").refusal == "copy_just_returned")
        #expect(try await client.deskScan("1002", ticketNumber: "000103", lendAgain: true).outcome == "lent")

        let loss = try await client.recordLoss("1002")
        #expect(try await client.losses(unsettledOnly: true).items.map(\.id) == [loss.id])
        let replacement = LossReplacementInput(inventoryNumber: "1002-R", price: "310.00")
        let settled = try await client.settleLoss(loss.id, LossSettlementInput(how: "replaced", note: "the same edition", replacement: replacement))
        #expect(settled.settlement?.how == "replaced" && settled.replacement == "1002-R")
        #expect(try await client.losses(awaitingWriteOff: true).items.map(\.id) == [loss.id])
        let ledger = try await client.replacementLedger()
        #expect(ledger.lines.map(\.accepted?.inventoryNumber) == ["1002-R"] && ledger.lines.first?.accepted?.price == "310.00")
    }

    @Test func textbookSetsToAClass() async throws {
        let empty = await #expect(throws: KartotekaClientError.self) {
            try await client.handOutClassSet(ClassSetInput(titleId: 1, schoolClass: "7В"))
        }
        #expect(empty?.status == 409 && empty?.code == "class_empty")
        let title = try await client.copy("1002").titleId
        let set = try await client.handOutClassSet(ClassSetInput(titleId: title, schoolClass: "9Б", teacher: "000103", count: 1))
        #expect(set.teacher == "000103" && set.outstanding == 1 && set.schoolClass == "9Б")
        #expect(try await client.classSets(schoolClass: "9Б").map(\.id) == [set.id])
        let back = try await client.takeBackClassSet(set.id, copies: [try InventoryNumber(validating: try #require(set.copies.first?.inventoryNumber))])
        let reread = try await client.classSet(set.id)
        #expect(back.outstanding == 0 && reread.copies.first?.state == "returned")
    }

    @Test func aTextbookCardAndItsCopies() async throws {
        let notTextbook = await #expect(throws: KartotekaClientError.self) {
            try await client.setTextbookCard(1, TextbookCardInput(cardNumber: 5))
        }
        #expect(notTextbook?.status == 409 && notTextbook?.code == "not_a_textbook")
        let title = try await client.createTitle(TitleInput(authorSurname: "Петерсон", title: "Математика", documentKind: "textbook"))
        let card = try await client.setTextbookCard(title.id, TextbookCardInput(cardNumber: 5, subject: "математика", grades: "1-4"))
        #expect(card.grades == "1–4" && card.inFund == 0)
        let received = try await client.addTextbookCopies(title.id, TextbookCopiesInput(count: 4, price: "300.00"))
        #expect(received.inFund == 4 && received.received.first?.sum == "1200.00")
        #expect(try await client.textbookCards(grade: 2).map(\.cardNumber) == [5])
        #expect(try await client.textbookCard(title.id).cardNumber == 5)
    }

    @Test func loanRulesAndClasses() async throws {
        let rules = try await client.setLoanRule(LoanRuleResource(category: "школьник", kind: "fiction", periodDays: 7, maximumLoans: 2,
                                                                  maximumRenewals: 0))
        #expect(rules.rules.map(\.periodDays) == [7] && rules.library.periodDays == 14)
        try await client.removeLoanRule(category: "школьник", kind: .fiction)
        #expect(try await client.loanRules().rules.isEmpty)

        #expect(try await client.schoolClasses().map(\.schoolClass) == ["5А", "9Б"])
        let list = Data("Surname,Name,Class\nOrlova,Vera,5A\n".utf8)
        let check = try await client.importClassList(list, dryRun: true)
        #expect(check.dryRun && check.new.map(\.name) == ["Orlova Vera"] && check.missing.count == 2)
        let preview = try await client.promoteClasses(dryRun: true)
        #expect(preview.dryRun && preview.promoted.map(\.to) == ["6А", "6А", "10Б"])
        #expect(try await client.readers(schoolClass: "5А").items.count == 2)
    }
}
