import Testing
@testable import KartotekaCore
@testable import KartotekaValues

@Suite("The language catalogues")
struct CatalogueTests {
    @Test("Russian plural forms after a number", arguments: [
        (0, "дней"), (1, "день"), (2, "дня"), (4, "дня"), (5, "дней"), (11, "дней"), (12, "дней"), (14, "дней"), (20, "дней"),
        (21, "день"), (22, "дня"), (25, "дней"), (101, "день"), (111, "дней"), (112, "дней"), (122, "дня"), (-1, "день"),
    ])
    func russianPlural(count: Int, form: String) {
        #expect(RussianTexts().plural(count, "день", "дня", "дней") == form)
    }

    @Test("English plural forms after a number", arguments: [(0, "days"), (1, "day"), (2, "days"), (21, "days")])
    func englishPlural(count: Int, form: String) {
        #expect(EnglishTexts().plural(count, "day", "days") == form)
    }

    @Test("A count reads right in both languages")
    func countsInMessages() {
        #expect(LoanError.renewalLimitReached(InventoryNumber(unchecked: "5"), limit: 1).message.russian.contains("продлевали 1 раз —"))
        #expect(LoanError.renewalLimitReached(InventoryNumber(unchecked: "5"), limit: 3).message.russian.contains("продлевали 3 раза —"))
        #expect(LoanError.renewalLimitReached(InventoryNumber(unchecked: "5"), limit: 1).message.english.contains("renewed 1 time,"))
        #expect(ReaderError.readerHasOpenLoans(TicketNumber(unchecked: "7"), count: 1).message.english.hasSuffix("hold 1 book."))
        #expect(CatalogError.titleHasCopiesOnLoan(TitleID(7), count: 1).message.english.contains("1 of its copies is on loan. Return it first."))
        #expect(CatalogError.titleHasCopiesOnLoan(TitleID(7), count: 2).message.english.contains("2 of its copies are on loan. Return them first."))
    }

    @Test("A holder who may be unknown reads as before in both languages")
    func optionalHolder() {
        let copy = InventoryNumber(unchecked: "5")
        let held = LoanError.copyAlreadyOnLoan(copy, heldBy: TicketNumber(unchecked: "7")).message
        let unknown = LoanError.copyAlreadyOnLoan(copy, heldBy: nil).message
        #expect(held.russian == "Экземпляр 5 уже выдан (читательский билет 7). Сначала оформите возврат.")
        #expect(held.english == "Copy 5 is already on loan (reader ticket 7). Return it first.")
        #expect(unknown.russian == "Экземпляр 5 уже выдан. Сначала оформите возврат.")
        #expect(unknown.english == "Copy 5 is already on loan. Return it first.")
    }

    @Test("A text is read once from each language's catalogue")
    func bilingualReadsBothCatalogues() {
        let message = Bilingual { $0.copyNotOnLoan(InventoryNumber(unchecked: "12")) }
        #expect(message.russian == RussianTexts().copyNotOnLoan(InventoryNumber(unchecked: "12")))
        #expect(message.english == EnglishTexts().copyNotOnLoan(InventoryNumber(unchecked: "12")))
        #expect(message.text(in: .russian) != message.text(in: .english))
    }

    @Test("Where an IRBIS diagnostic happened leads its message, capitalised in each language")
    func diagnosticPlace() {
        let diagnostic = IRBISDiagnostic(record: 2, tag: 903, .repeatedShelfCode)
        #expect(diagnostic.message.russian == "Запись 2, поле 903: шифр документа (903) повторяется; взят первый.")
        #expect(diagnostic.message.english == "Record 2, field 903: the shelf code (903) repeats; the first was used.")
    }
}
