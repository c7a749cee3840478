import Foundation
import Testing
@testable import KartotekaCore
@testable import KartotekaValues

@Suite("Domain messages in Russian and English")
struct DomainMessageTests {
    static let inventory = InventoryNumber(unchecked: "12/3")
    static let ticket = TicketNumber(unchecked: "000123")
    static let isbn = try! ISBN(parsing: "978-5-17-079585-7")

    static let catalogErrors: [CatalogError] = [
        .titleNotFound(TitleID(7)), .copyNotFound(inventory), .barcodeNotFound("2000000000015"), .inventoryNumberTaken(inventory),
        .barcodeTaken("2000000000015", by: inventory), .isbnTaken(isbn, by: TitleID(7)), .copyOnLoan(inventory),
        .titleHasCopiesOnLoan(TitleID(7), count: 2), .loanStatusSetByEditing(inventory),
    ]

    static let readerErrors: [ReaderError] = [
        .readerNotFound(ticket), .ticketNumberTaken(ticket), .readerHasOpenLoans(ticket, count: 3),
    ]

    static let loanErrors: [LoanError] = [
        .copyAlreadyOnLoan(inventory, heldBy: ticket), .copyAlreadyOnLoan(inventory, heldBy: nil),
        .copyNotLendable(inventory, .lost), .copyNotLendable(inventory, .writtenOff), .copyNotLendable(inventory, .bindery),
        .copyNotOnLoan(inventory), .renewalLimitReached(inventory, limit: 2), .renewalLimitReached(inventory, limit: 0),
        .dueDayNotInFuture(Day(year: 2024, month: 3, day: 7)!),
        .readingRoomOnly(inventory, scope: LoanRuleScope(kind: .reference)),
        .loanLimitReached(ticket, held: 5, limit: 5, scope: LoanRuleScope(category: ReaderCategory("pupils"), kind: .textbook)),
        .loanLimitReached(ticket, held: 1, limit: 1, scope: LoanRuleScope(category: ReaderCategory("teachers"))),
        .readerBlocked(ticket, [
            .tooManyOverdue(count: 3, limit: 3), .overdueTooLong(inventory, days: 31, limit: 30),
            .lossNotSettled(LossID(2), inventory, title: "Lermontov M. Yu. A Hero of Our Time"),
            .manual(ManualBlock(id: BlockID(1), ticketNumber: ticket, reason: "a torn textbook", until: Day(year: 2024, month: 9, day: 1),
                                setAt: Date(timeIntervalSince1970: 0), setBy: nil)),
        ]),
    ]

    static let holdErrors: [HoldError] = [
        .titleHasNoCopies("Lermontov M. Yu. A Hero of Our Time"), .noLendableCopies("Lermontov"), .copyNotHoldable(inventory, .lost),
        .alreadyHeld(ticket, title: "Lermontov", standing: Bilingual { $0.holdInQueue(position: 2) }), .alreadyBorrowed(ticket, title: "Lermontov"),
        .readerBlocked(ticket, [.tooManyOverdue(count: 3, limit: 3)]), .holdNotFound(HoldID(5)), .holdEnded(HoldID(5), .expired),
    ]

    static let noticeErrors: [any KartotekaError] = [
        NoticeError.noticeNotFound(NoticeID(3)), NoticeError.notRetryable(NoticeID(3), .sent), NoticeError.mailNotSetUp,
        NoticeError.unknownKind("birthday"), ReaderAccessError.signInFailed, ReaderAccessError.codeExpired,
        ReaderAccessError.lockedOut(ticket, minutes: 21), ReaderAccessError.passwordTooShort(minimum: 6), ReaderAccessError.codesNeedEmail(ticket),
        ReaderAccessError.readerSignInRequired, LoanError.copyHeldForAnother(inventory, pickupBy: Day(year: 2024, month: 3, day: 7)),
        LoanError.copyHeldForAnother(inventory, pickupBy: nil), LoanError.renewalWantedByOthers(inventory, waiting: 3),
    ]

    static let ruleErrors: [CirculationRuleError] = [
        .ruleNotFound(LoanRuleScope(kind: .fiction)), .ruleScopeMissing, .blockNotFound(BlockID(3)), .lossNotFound(LossID(4)),
        .lossAlreadySettled(LossID(4)),
    ]

    static let isbnErrors: [ISBNError] = [
        .empty, .invalidCharacters("97X"), .wrongLength(6), .badCheckDigit(expected: "7"), .upc, .ismn, .notBookland(prefix: "460"),
    ]

    static var errors: [LabeledMessage] {
        var all: [LabeledMessage] = []
        all += catalogErrors.map { LabeledMessage("CatalogError.\($0.code)", $0.message) }
        all += readerErrors.map { LabeledMessage("ReaderError.\($0.code)", $0.message) }
        all += loanErrors.map { LabeledMessage("LoanError.\($0.code) \($0)", $0.message) }
        all += ruleErrors.map { LabeledMessage("CirculationRuleError.\($0.code)", $0.message) }
        all += holdErrors.map { LabeledMessage("HoldError.\($0.code)", $0.message) }
        all += noticeErrors.map { LabeledMessage("\(type(of: $0)).\($0.code) \($0)", $0.message) }
        all += isbnErrors.map { LabeledMessage("ISBNError \($0)", $0.message) }
        all.append(LabeledMessage("LocationError", LocationError.locationNotFound(LocationID(4)).message))
        return all
    }

    /// Every validation problem the domain can report, each reached through its public entry point.
    static var validationProblems: [LabeledMessage] {
        var found: [(String, [FieldProblem])] = []
        func add<T>(_ label: String, _ validation: () throws -> T) {
            found.append((label, problems(of: validation)))
        }
        for text in ["", String(repeating: "1", count: 33), "1 2", ".."] {
            add("InventoryNumber \(text.prefix(4))") { try InventoryNumber(validating: text) }
            add("TicketNumber \(text.prefix(4))") { try TicketNumber(validating: text) }
        }
        add("Money invalid") { try Money(parsing: "abc") }
        add("Money too large") { try Money(parsing: "1000000000") }
        add("Day") { try Day(parsing: "2023-02-29") }
        add("PhoneNumber empty") { try PhoneNumber(validating: "") }
        add("PhoneNumber invalid") { try PhoneNumber(validating: "123") }
        add("EmailAddress") { try EmailAddress(validating: "ivanov@example") }
        add("BirthDate") { try BirthDate(parsing: "1899") }

        var title = TitleDraft()
        title.isbn = "978-5-17-079585-0"
        title.authorInitials = "M. Yu."
        title.year = "18"
        title.pages = "0"
        title.price = "1000000000"
        title.language = "ru"
        title.subtitle = String(repeating: "a", count: TitleDraft.maximumFieldLength + 1)
        title.annotation = String(repeating: "a", count: TitleDraft.maximumAnnotationLength + 1)
        add("TitleDraft") { try title.validated() }

        var copy = CopyDraft(inventoryNumber: "1", storagePlace: String(repeating: "A", count: 33))
        copy.barcode = String(repeating: "1", count: 65)
        copy.status = "gone"
        add("CopyDraft") { try copy.validated() }
        let copies = [CopyDraft(inventoryNumber: "7"), CopyDraft(inventoryNumber: "7")]
        var named = TitleDraft()
        named.title = "Title"
        add("NewTitle") { try NewTitle(title: named, copies: copies).validated(authorSignStyle: .compact) }

        var reader = ReaderDraft()
        reader.birth = "2030-01-01"
        reader.gender = "x"
        reader.city = String(repeating: "a", count: 201)
        add("ReaderDraft") { try reader.validated(today: Day(year: 2024, month: 6, day: 1)!) }
        var youngReader = ReaderDraft()
        youngReader.birth = "2030"
        add("ReaderDraft birth year") { try youngReader.validated(today: Day(year: 2024, month: 6, day: 1)!) }
        var pupil = ReaderDraft()
        pupil.ticketNumber = "1"
        pupil.surname = "Иванов"
        pupil.firstName = "Иван"
        pupil.graduated = true
        add("ReaderDraft graduate without a class") { try pupil.validated(today: Day(year: 2024, month: 6, day: 1)!) }
        add("SchoolClass") { try SchoolClass(parsing: "12Z") }
        add("DocumentKind") { try DocumentKind(parsing: "novel") }
        add("LossSettlementKind") { try LossSettlementKind(parsing: "forgiven") }
        add("LossSettlementRequest") { try LossSettlementRequest(how: .byHand, note: " ", amount: nil) }
        add("NewManualBlock") { try NewManualBlock(reason: "", until: Day(year: 2024, month: 1, day: 1), today: Day(year: 2024, month: 6, day: 1)!) }
        add("LoanTerms") { try LoanTerms(periodDays: 0, maximumLoans: -1, maximumRenewals: 21).validated() }
        add("NoticeTemplate") { try NoticeTemplate(checking: "", body: "{reader.nmae}", for: .overdue) }
        add("NoticeTemplate for a kind") { try NoticeTemplate(checking: "{title}", body: " ", for: .beforeDue) }
        add("NoticeSettings overdue days") { try NoticeSettings.checkedOverdueDays([7, 1], field: "overdueDays") }
        add("Location") { try Location(validatingStreetAddress: "", city: "", country: "", emoji: String(repeating: "a", count: 201), hours: "") }

        let lists = [ClassListFile(data: Data()), ClassListFile(data: Data("Фамилия;Имя\nИванов;Иван".utf8)),
                     ClassListFile(data: Data("ФИО;Класс\nИванов;5Я".utf8))]
        let listProblems = lists.flatMap(\.problems).map { LabeledMessage("ClassListFile: line\($0.line) \($0.message.english)", $0.message) }
        return found.flatMap { label, problems in
            problems.map { LabeledMessage("\(label): \($0.field) \($0.message.english)", $0.message) }
        } + listProblems
    }

    static var names: [LabeledMessage] {
        CopyStatus.allCases.map { LabeledMessage("CopyStatus.\($0)", $0.name) }
            + Gender.allCases.map { LabeledMessage("Gender.\($0)", $0.name) }
            + DocumentKind.allCases.map { LabeledMessage("DocumentKind.\($0)", $0.name) }
            + LossSettlementKind.allCases.map { LabeledMessage("LossSettlementKind.\($0)", $0.name) }
            + HoldState.allCases.map { LabeledMessage("HoldState.\($0)", $0.name) }
            + NoticeKind.allCases.map { LabeledMessage("NoticeKind.\($0)", $0.name) }
            + NoticeState.allCases.map { LabeledMessage("NoticeState.\($0)", $0.name) }
            + NoticePlaceholder.allCases.map { LabeledMessage("NoticePlaceholder.\($0)", $0.meaning) }
            + TransferReason.allCases.map { LabeledMessage("TransferReason.\($0)", $0.name) }
            + [LoanRuleScope.library, LoanRuleScope(kind: .textbook), LoanRuleScope(category: ReaderCategory("pupils"))]
                .map { LabeledMessage("LoanRuleScope \($0)", $0.name) }
    }

    @Test("errors speak both languages", arguments: errors)
    func errorMessages(_ labeled: LabeledMessage) {
        expectBilingual(labeled.message)
    }

    @Test("validation problems speak both languages", arguments: validationProblems)
    func problemMessages(_ labeled: LabeledMessage) {
        expectBilingual(labeled.message)
    }

    @Test("names people read exist in both languages", arguments: names)
    func nameMessages(_ labeled: LabeledMessage) {
        expectBilingual(labeled.message)
    }

    @Test func theTablesCoverEveryProblemTheDraftsReport() {
        let fields = Set(Self.validationProblems.map { $0.label.split(separator: ":")[1].split(separator: " ")[0] })
        #expect(fields.isSuperset(of: ["inventoryNumber", "ticketNumber", "price", "date", "phone", "email", "birth", "isbn",
                                       "title", "authorSurname", "year", "pages", "language", "subtitle", "annotation",
                                       "storagePlace", "barcode", "status", "copies[1].inventoryNumber", "surname", "firstName",
                                       "gender", "city", "streetAddress", "country", "emoji"]))
        #expect(Self.validationProblems.count >= 40)
    }

    @Test func codesAreDistinctAndMachineReadable() {
        #expect(Set(Self.catalogErrors.map(\.code)).count == Self.catalogErrors.count)
        #expect(Set(Self.readerErrors.map(\.code)).count == Self.readerErrors.count)
        #expect(Set(Self.loanErrors.map(\.code)).count == 8)
        #expect(Set(Self.ruleErrors.map(\.code)).count == Self.ruleErrors.count)
        for codes in [Self.catalogErrors.map(\.code), Self.readerErrors.map(\.code), Self.loanErrors.map(\.code)] {
            #expect(codes.allSatisfy { $0.allSatisfy { $0.isLowercase || $0 == "_" } })
        }
        #expect(ValidationError(field: "x", message: Bilingual(russian: "а", english: "a")).code == "invalid_input")
    }

    @Test func notFoundErrorsAreNotFoundAndClashesAreConflicts() {
        #expect(Self.catalogErrors.filter { $0.kind == .notFound }.map(\.code) == ["title_not_found", "copy_not_found", "barcode_not_found"])
        #expect(Self.catalogErrors.filter { $0.kind != .notFound }.allSatisfy { $0.kind == .conflict })
        #expect(Self.readerErrors.map(\.kind) == [.notFound, .conflict, .conflict])
        #expect(LocationError.locationNotFound(LocationID(1)).kind == .notFound)
    }

    @Test func aValidationErrorJoinsEveryProblemInEachLanguage() {
        let error = ValidationError([
            FieldProblem(field: "a", message: Bilingual(russian: "Первое.", english: "First.")),
            FieldProblem(field: "b", message: Bilingual(russian: "Второе.", english: "Second.")),
            FieldProblem(field: "a", message: Bilingual(russian: "Третье.", english: "Third.")),
        ])
        #expect(error.message == Bilingual(russian: "Первое. Второе. Третье.", english: "First. Second. Third."))
        #expect(error.message.text(in: .russian) == "Первое. Второе. Третье.")
        #expect(error.message.text(in: .english) == "First. Second. Third.")
        #expect(error.problem(for: "a")?.message.english == "First.")
        #expect(error.problem(for: "c") == nil)
        #expect(error.kind == .invalidInput)
    }

    @Test func aCollectorFilesNestedProblemsUnderItsOwnField() {
        var collector = ProblemCollector()
        let money: Money? = collector.parse("copyPrice") { try Money(parsing: "x") }
        let isbn: ISBN? = collector.parse("isbn") { try ISBN(parsing: "5170795850") }
        #expect(money == nil && isbn == nil)
        #expect(collector.problems.map(\.field) == ["copyPrice", "isbn"])
        #expect(collector.problems[1].message == ISBNError.badCheckDigit(expected: "8").message)
        #expect(throws: ValidationError(collector.problems)) { try collector.throwIfAny() }
        #expect(throws: Never.self) { try ProblemCollector().throwIfAny() }
    }
}
