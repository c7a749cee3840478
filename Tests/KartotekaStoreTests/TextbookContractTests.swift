import Foundation
import KartotekaTestSupport
import Testing
import KartotekaCore
import KartotekaStore

/// The textbook fund: a card per textbook title, copies catalogued by the dozen under its number,
/// and the card's receipts and write-offs by year, copies now and who holds them by class.
@Suite("Store contract: the textbook fund")
struct TextbookContractTests {
    /// Two desks receiving copies under one card at once number them one after the other, and two
    /// desks cataloguing one new ISBN at once make one title with the copies of both.
    @Test(arguments: StoreFactory.all)
    func desksAtOnceTakeTurnsNumberingAndCataloguing(factory: StoreFactory) throws {
        let store = try factory.make(Samples.clock())
        var textbook = Samples.lermontov
        textbook.documentKind = .textbook
        textbook.isbn = nil
        let title = try store.addTitle(textbook, copies: []).record.id
        _ = try store.setTextbookCard(TextbookCard(titleID: title, number: 7, subject: "литература", grades: 5...5, federalList: true))
        let outcomes = ConcurrentResults()
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            do {
                _ = try store.addTextbookCopies(title, count: 5, receipt: nil, price: nil, at: nil)
                outcomes.record(nil)
            } catch {
                outcomes.record(error)
            }
        }
        #expect(outcomes.snapshot().0 == 4, "\(outcomes.snapshot().1)")
        #expect(try store.textbookCard(title).inFund == 20)

        let joined = ConcurrentResults()
        DispatchQueue.concurrentPerform(iterations: 2) { desk in
            do {
                _ = try store.catalogue(Samples.title("Азбука", author: "Жукова Н. С.", isbn: "978-5-17-079585-7"),
                                        copies: [Samples.copy("9\(desk)")], at: nil)
                joined.record(nil)
            } catch {
                joined.record(error)
            }
        }
        #expect(joined.snapshot().0 == 2, "\(joined.snapshot().1)")
        #expect(try store.copy(Samples.inventory("90")).record.titleID == store.copy(Samples.inventory("91")).record.titleID)
    }

    @Test(arguments: StoreFactory.all)
    func aCardNumbersItsCopiesAndCountsThemByYearAndClass(factory: StoreFactory) throws {
        let store = try factory.make(Samples.clock())
        let novel = try store.addTitle(Samples.lermontov, copies: []).record.id
        var textbook = Samples.lermontov
        textbook.documentKind = .textbook
        textbook.isbn = nil
        let title = try store.addTitle(textbook, copies: []).record.id
        let card = try TextbookCard.parsing(titleID: title, number: "12", subject: "литература", grades: "5-6", federalList: true)
        #expect(throws: TextbookError.notATextbook(novel)) {
            try store.setTextbookCard(TextbookCard(titleID: novel, number: 3, subject: "", grades: nil, federalList: false))
        }
        #expect(throws: TextbookError.cardNotFound(title)) { try store.textbookCard(title) }
        _ = try store.setTextbookCard(card)

        let batch = try store.addReceipt(Receipt(receivedOn: Samples.start, source: .purchase, document: AccompanyingDocument(kind: .invoice)),
                                         number: nil, by: nil)
        _ = try store.addTextbookCopies(title, count: 3, receipt: batch.number, price: Money(kopecks: 50_000), at: nil)
        let after = try store.addTextbookCopies(title, count: 2, receipt: nil, price: nil, at: nil)
        #expect(try store.copy(Samples.inventory("У12-5")).record.titleID == title)
        #expect(after.received.map(\.copies) == [5] && after.received.first?.year == 2024 && after.inFund == 5)

        var pupil = Samples.reader("000301", surname: "Яковлев", phone: "+7 900 000-03-01")
        pupil.schoolClass = try SchoolClass(parsing: "5А")
        _ = try store.addReader(pupil)
        _ = try store.lend(Samples.inventory("У12-1"), to: Samples.ticket("000301"), dueOn: nil)
        _ = try store.writeOff(WriteOffAct(date: Samples.start, reason: .worn, commission: [CommissionMember(name: "Иванова И. И.", role: "")],
                                           items: [WriteOffItemRequest(inventoryNumber: Samples.inventory("У12-2"))]), number: nil, by: nil)
        let shown = try store.textbookCard(title)
        #expect(shown.inFund == 4 && shown.handedOut == 1 && shown.holdings == [.init(schoolClass: "5А", copies: 1)])
        #expect(shown.writtenOff.map(\.sum) == [Money(kopecks: 50_000)] && shown.card.gradesText == "5–6" && shown.card.federalList)
        #expect(try store.textbookCards(grade: 6).map(\.card.number) == [12])

        // The textbook fund has a book of summary accounting of its own; the main one leaves it out.
        let year = LedgerPeriod(year: 2024)
        let textbooks = try store.summaryBook(year, fund: .textbooks)
        #expect(textbooks.receipts.map(\.number) == [batch.number, nil] && textbooks.receiptTotals.tally.copies == 5)
        #expect(textbooks.writeOffs.map(\.tally.copies) == [1] && textbooks.reconciles && textbooks.countedEnd.copies == 4)
        let main = try store.summaryBook(year)
        #expect(main.receipts.isEmpty, "\(main.receipts)")
        #expect(main.writeOffs.isEmpty && main.countedEnd.copies == 0 && main.reconciles, "\(main.writeOffs) \(main.countedEnd)")
        #expect(try store.textbookCards(grade: 7).isEmpty)
        var other = textbook
        other.title = "Другой учебник"
        let second = try store.addTitle(other, copies: []).record.id
        #expect(throws: TextbookError.cardNumberTaken(12)) {
            try store.setTextbookCard(TextbookCard(titleID: second, number: 12, subject: "", grades: nil, federalList: false))
        }
    }
}
