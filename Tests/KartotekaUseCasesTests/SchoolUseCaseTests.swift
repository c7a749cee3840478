import Foundation
import KartotekaCore
import KartotekaStore
import KartotekaTestSupport
import KartotekaUseCases
import Testing

@Suite("Use cases: textbooks and class sets")
struct SchoolUseCaseTests {
    static let fifthA = SchoolClass(grade: 5, letter: "А")!

    /// A textbook title with a card numbered 7, and its id.
    static func textbook(_ fixture: CatalogueFixture) throws -> TitleID {
        var book = CatalogueFixture.book("Математика 5", author: "Виленкин", copies: [])
        book.title.documentKind = DocumentKind.textbook.rawValue
        let id = try fixture.library.run(AddTitle(book, ifCatalogued: .refuse), by: fixture.librarian).details.record.id
        let card = TextbookCardEdit(titleID: id, number: "7", subject: "Математика", grades: "5", federalList: true)
        _ = try fixture.library.run(SetTextbookCard(card), by: fixture.librarian)
        return id
    }

    @Test(arguments: StoreFactory.all)
    func aCardEditKeepsWhatItLeavesOutAndClearsWhatItEmpties(factory: StoreFactory) throws {
        let fixture = try CatalogueFixture(factory)
        let id = try Self.textbook(fixture)
        let renumbered = try fixture.library.run(SetTextbookCard(TextbookCardEdit(titleID: id, number: "8")), by: fixture.librarian)
        #expect(renumbered.card == TextbookCard(titleID: id, number: 8, subject: "Математика", grades: 5...5, federalList: true))
        let cleared = try fixture.library.run(SetTextbookCard(TextbookCardEdit(titleID: id, number: "8", subject: "", grades: "",
                                                                                federalList: false)), by: fixture.librarian)
        #expect(cleared.card == TextbookCard(titleID: id, number: 8, subject: "", grades: nil, federalList: false))
    }

    @Test(arguments: StoreFactory.all)
    func textbookCopiesAreReceivedUnderTheirCard(factory: StoreFactory) throws {
        let fixture = try CatalogueFixture(factory)
        let id = try Self.textbook(fixture)
        #expect(throws: UseCaseRefusal(action: ReceiveTextbookCopies.action)) {
            try fixture.library.run(ReceiveTextbookCopies(3, of: id, receipt: nil, price: nil), by: fixture.helper)
        }
        let card = try fixture.library.run(ReceiveTextbookCopies(3, of: id, receipt: nil, price: nil), by: fixture.librarian)
        #expect(card.inFund == 3)
        #expect(try fixture.auditLines().dropFirst() == [
            "librarian: set textbook card — textbook card 7 of title \(id)", "librarian: receive textbook copies — 3 copies of title \(id)",
        ])
        // Its copies numbered after it (У7-1…), the card keeps its number: one title, one series.
        let renumbered = #expect(throws: TextbookError.self) {
            try fixture.library.run(SetTextbookCard(TextbookCardEdit(titleID: id, number: "8")), by: fixture.librarian)
        }
        #expect(renumbered?.code == "textbook_card_has_copies")
        #expect(try fixture.library.run(SetTextbookCard(TextbookCardEdit(titleID: id, number: "7", subject: "Алгебра")), by: fixture.librarian)
                    .card.subject == "Алгебра", "its other fields change")
    }

    @Test(arguments: StoreFactory.all)
    func aSetIsHandedToAClassAndTakenBackOrRefusedWhole(factory: StoreFactory) throws {
        let fixture = try CatalogueFixture(factory)
        let id = try Self.textbook(fixture)
        _ = try fixture.library.run(ReceiveTextbookCopies(1, of: id, receipt: nil, price: nil), by: fixture.librarian)
        let request = try ClassSetRequest(titleID: id, schoolClass: Self.fifthA)
        #expect(throws: ClassSetError.classEmpty(Self.fifthA)) { try fixture.library.run(HandOutClassSet(request), by: fixture.helper) }
        for ticket in ["000201", "000202"] {
            _ = try fixture.store.addReader(Reader(ticketNumber: try TicketNumber(validating: ticket), surname: "Петров", firstName: "Пётр",
                                                   schoolClass: Self.fifthA, phone: nil, registeredOn: CatalogueFixture.today))
        }
        #expect(throws: ClassSetError.notEnoughCopies(available: 1, needed: 2)) {
            try fixture.library.run(HandOutClassSet(request), by: fixture.helper)
        }
        #expect(try fixture.store.classSets(schoolClass: nil).isEmpty)
        _ = try fixture.library.run(ReceiveTextbookCopies(1, of: id, receipt: nil, price: nil), by: fixture.librarian)
        let set = try fixture.library.run(HandOutClassSet(request), by: fixture.helper)
        let copies = set.loans.map(\.loan.inventoryNumber)
        #expect(copies.count == 2 && set.handedBy == "helper")
        let back = try fixture.library.run(TakeBackClassSet(copies, of: set.id), by: fixture.helper)
        #expect(back.outstanding.isEmpty)
        let named = copies.map(\.rawValue).joined(separator: ", ")
        #expect(try fixture.auditLines().suffix(2) == [
            "helper: hand out class set — class set \(set.id) of title \(id) to class 5А, copies \(named)",
            "helper: take back class set — class set \(set.id), copies \(named)",
        ])
    }
}
