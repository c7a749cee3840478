import Testing
@testable import KartotekaCore
@testable import KartotekaValues

/// The values the fund's accounts are typed with: yearly numbers, coefficients, receipts and
/// acts as people type them, and the kinds of documents.
@Suite("Fund accounts: values as typed")
struct AccountingValueTests {
    @Test("yearly numbers", arguments: [
        ("2027/5", 2027, 5), ("5/2027", 2027, 5), ("2027-5", 2027, 5), (" 12 ", 2030, 12), ("2004/7", 2004, 7),
    ])
    func yearlyNumbers(text: String, year: Int, number: Int) {
        #expect(YearlyNumber(text: text, defaultYear: 2030) == YearlyNumber(year: year, number: number))
    }

    @Test("what is no yearly number", arguments: ["", "0", "2027/0", "abc", "27/5", "5", "2027/5/1", "12345/5", "-3", "0999/1"])
    func notYearlyNumbers(text: String) {
        #expect(YearlyNumber(text: text, defaultYear: text == "5" ? nil : 2030) == nil)
    }

    @Test func coefficientsAndSums() throws {
        #expect(try Coefficient(parsing: "1,25").text == "1.25")
        #expect(try Coefficient(parsing: "10").text == "10")
        #expect(try Coefficient(parsing: "0.5").applied(to: Money(kopecks: 25_401)) == Money(kopecks: 12_701))
        #expect(try Coefficient(parsing: "1.5").applied(to: Money(kopecks: 25_400)) == Money(kopecks: 38_100))
        for bad in ["0", "-1", "1,2,3", "abc", "1.23456", "", "12345"] {
            #expect(throws: ValidationError.self) { try Coefficient(parsing: bad) }
        }
    }

    @Test func aReceiptInTheFutureIsRefusedWithWhatToDo() throws {
        var draft = ReceiptDraft()
        draft.receivedOn = "2027-03-02"
        draft.source = "purchase"
        let today = Day(year: 2027, month: 3, day: 1)!
        let error = try #require(throws: ValidationError.self) { try draft.validated(today: today) }
        #expect(error.problems.map(\.field) == ["receivedOn"])
        #expect(error.problems[0].message.russian.contains("02.03.2027") && error.problems[0].message.english.contains("2027-03-01"))
        draft.receivedOn = "01.03.2027"
        draft.number = "4"
        let (receipt, number) = try draft.validated(today: today)
        #expect(receipt.document.kind == .acceptanceAct && number == YearlyNumber(year: 2027, number: 4))
        draft.number = "2026/4"
        #expect(throws: ValidationError.self) { try draft.validated(today: today) }
        draft = ReceiptDraft()
        let empty = try #require(throws: ValidationError.self) { try draft.validated(today: today) }
        #expect(empty.problems.map(\.field) == ["receivedOn", "source"])
    }

    @Test func anActAsTypedNeedsACommissionAndCopiesEachOnce() throws {
        var draft = WriteOffDraft()
        draft.date = "2027-03-01"
        draft.reason = "worn"
        draft.copies = "12345\n\n12346 1,5\n12345"
        let today = Day(year: 2027, month: 3, day: 1)!
        let error = try #require(throws: ValidationError.self) { try draft.validated(today: today) }
        #expect(error.problems.map(\.field) == ["commission", "copies"])
        draft.copies = "12345\n12346 1,5"
        draft.commission = "Иванова И. И.: председатель\nСидорова С. С.: бухгалтер"
        draft.coefficient = "2"
        let (act, number) = try draft.validated(today: today)
        #expect(number == nil && act.coefficient.text == "2")
        #expect(act.items == [WriteOffItemRequest(inventoryNumber: InventoryNumber(unchecked: "12345")),
                              WriteOffItemRequest(inventoryNumber: InventoryNumber(unchecked: "12346"), coefficient: try Coefficient(parsing: "1.5"))])
        #expect(act.commission == [CommissionMember(name: "Иванова И. И.", role: "председатель"),
                                   CommissionMember(name: "Сидорова С. С.", role: "бухгалтер")])
        draft.copies = "12345 x"
        #expect(throws: ValidationError.self) { try draft.validated(today: today) }
    }

    @Test func aCopyAsTypedKeepsItsBatchBalanceAndKind() throws {
        var draft = CopyDraft(inventoryNumber: "12345")
        draft.receipt = "5"
        draft.onBalance = "0"
        draft.documentType = "brochure"
        let today = Day(year: 2027, month: 3, day: 1)!
        let copy = try draft.validated(today: today)
        #expect(copy.receipt == YearlyNumber(year: 2027, number: 5) && !copy.onBalance && copy.documentType == .brochure)
        #expect(try CopyDraft(copy).validated() == copy)
        draft.documentType = "scroll"
        draft.receipt = "x"
        #expect((try? draft.validated(today: today)) == nil)
        // A day received typed with the wrong year is refused, not left out of the accounts till then.
        var typo = CopyDraft(inventoryNumber: "12346")
        typo.receivedOn = "2072-02-01"
        let refused = #expect(throws: ValidationError.self) { try typo.validated(today: today) }
        #expect(refused?.problems.map(\.field) == ["receivedOn"])
        typo.receivedOn = "2027-02-01"
        #expect(try typo.validated(today: today).receivedOn == Day(year: 2027, month: 2, day: 1))
        #expect(DocumentType.printed(pages: 48) == .brochure && DocumentType.printed(pages: 49) == .book && DocumentType.printed(pages: nil) == .book)
    }

    @Test func inventoryKeysSortAsInventoryNumbersDo() {
        let numbers = ["10", "9", "0009", "100", "A-1", "007", "1", "Б2", "99999999999999999999999"].map(InventoryNumber.init(unchecked:))
        #expect(numbers.sorted().map(\.rawValue)
                == numbers.sorted { (InventoryKey.of($0), $0.rawValue) < (InventoryKey.of($1), $1.rawValue) }.map(\.rawValue))
        #expect(InventoryKey.of(InventoryNumber(unchecked: "0009")) == InventoryKey.of(InventoryNumber(unchecked: "9")))
        #expect(InventoryKey.of(InventoryNumber(unchecked: "9")) < InventoryKey.of(InventoryNumber(unchecked: "10")))
        #expect(InventoryKey.of(InventoryNumber(unchecked: "999")) < InventoryKey.of(InventoryNumber(unchecked: "A-1")))
    }

    /// The stock check and the inventory book read a range alike: plain ends are exact in SQL,
    /// another end narrows what is read and the natural order decides.
    @Test func aRangeOfInventoryNumbersNarrowsInSQLAndDecidesNaturally() {
        let number = { (text: String) in InventoryNumber(unchecked: text) }
        let plain = InventoryKeyRange(from: number("007"), to: number("10"))
        #expect(plain.isExactInSQL && plain.lowerKey == InventoryKey.of(number("7")) && plain.upperKey == InventoryKey.of(number("10")))
        #expect(["7", "10", "007"].allSatisfy { plain.contains(number($0)) } && !plain.contains(number("11")) && !plain.contains(number("У1-1")))
        let lettered = InventoryKeyRange(from: number("У1-2"), to: number("У1-10"))
        #expect(!lettered.isExactInSQL && lettered.lowerKey == InventoryKey.firstOtherThanNumber && lettered.upperKey == nil)
        #expect(lettered.contains(number("У1-9")) && !lettered.contains(number("У1-11")) && !lettered.contains(number("5")))
        let mixed = InventoryKeyRange(from: number("5"), to: number("У1-2"))
        #expect(!mixed.isExactInSQL && mixed.lowerKey == InventoryKey.of(number("5")) && mixed.upperKey == nil)
        #expect(mixed.contains(number("99999")) && mixed.contains(number("У1-1")) && !mixed.contains(number("4")))
        #expect(InventoryKeyRange(from: number("У1-10"), to: number("У1-2")).isBackwards && !lettered.isBackwards)
        #expect(InventoryKeyRange(from: nil, to: nil).isExactInSQL && InventoryKeyRange(from: nil, to: nil).contains(number("x")))
    }
}

/// A commission member read back from the text it is written as: a colon or a semicolon in the
/// name stays in the name.
@Suite("Commission members")
struct CommissionMemberTests {
    @Test(arguments: [CommissionMember(name: "Иванова И. И.", role: "председатель"), CommissionMember(name: "Иванова И. И."),
                      CommissionMember(name: "Smith: Jr.", role: "chair"), CommissionMember(name: "Smith; Jr."),
                      CommissionMember(name: "О'Нил А.", role: "бухгалтер")])
    func aMemberSurvivesItsText(_ member: CommissionMember) {
        #expect(CommissionMember(text: member.text) == member, "\(member.text)")
    }

    @Test func typedTextIsReadAsBefore() {
        #expect(CommissionMember(text: " Иванова  И. И. : председатель ") == CommissionMember(name: "Иванова И. И.", role: "председатель"))
        #expect(CommissionMember(text: "Петрова П. П.; бухгалтер") == CommissionMember(name: "Петрова П. П.", role: "бухгалтер"))
        #expect(CommissionMember(text: "  ") == nil)
    }
}
