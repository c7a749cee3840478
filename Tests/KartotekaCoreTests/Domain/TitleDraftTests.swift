import Testing
@testable import KartotekaCore
@testable import KartotekaValues

@Suite("Title drafts: the New Book form")
struct TitleDraftTests {
    /// The book of the QR card in product.md.
    static var lermontov: TitleDraft {
        var draft = TitleDraft()
        draft.isbn = "978-5-17-079585-7"
        draft.authorSurname = "Лермонтов"
        draft.authorInitials = "М. Ю."
        draft.title = "Герой нашего времени"
        draft.publisher = "АСТ"
        draft.city = "Москва"
        draft.year = "2018"
        draft.pages = "414"
        draft.price = "254"
        draft.bbk = "84(2Рос=Рус)1"
        draft.authorSign = "Л49"
        return draft
    }

    @Test func validDraftBecomesATitle() throws {
        var draft = Self.lermontov
        draft.otherAuthors = "Иванов И. И.; Петров, Пётр Петрович\nSmith J."
        draft.keywords = "роман, классика\nпроза\n\n"
        draft.language = " RUS "
        draft.subtitle = "роман\t в двух частях"
        let title = try draft.validated()
        #expect(title.isbn?.digits == "9785170795857")
        #expect(title.firstAuthor == PersonName(surname: "Лермонтов", initials: "М. Ю."))
        #expect(title.otherAuthors.map(\.shortForm) == ["Иванов И. И.", "Петров П. П.", "Smith J."])
        #expect(title.title == "Герой нашего времени")
        #expect(title.subtitle == "роман в двух частях")
        #expect(title.year == 2018)
        #expect(title.pages == 414)
        #expect(title.price == Money(kopecks: 25_400))
        #expect(title.authorSign == "Л49")
        #expect(title.language == "rus")
        #expect(title.keywords == ["роман", "классика", "проза"])
        #expect(title.shortDescription == "Лермонтов М. Ю. Герой нашего времени")
    }

    /// A title shown on the form and saved unchanged is the same title: other authors keep their
    /// given names, a keyword keeps its comma.
    @Test func aTitleShownAndSavedAsItIsStaysTheSame() throws {
        var title = try Self.lermontov.validated()
        title.otherAuthors = [PersonName(surname: "Петров", givenNames: "Пётр Петрович"), PersonName(surname: "Smith", initials: "J.")]
        title.keywords = ["Authors, Russian", "роман"]
        let draft = TitleDraft(title)
        #expect(draft.otherAuthors == "Петров, Пётр Петрович; Smith J.")
        #expect(draft.keywords == "Authors, Russian; роман")
        let saved = try draft.validated()
        #expect(saved.otherAuthors == title.otherAuthors)
        #expect(saved.keywords == title.keywords)
        title.keywords = ["роман", "классика"]
        #expect(TitleDraft(title).keywords == "роман, классика")
    }

    /// The place of publication is kept in full, as every description must give it.
    @Test func anAbbreviatedCityIsWrittenInFull() throws {
        var draft = Self.lermontov
        draft.city = " М. "
        #expect(try draft.validated().city == "Москва")
        draft.city = "СПб."
        #expect(try draft.validated().city == "Санкт-Петербург")
        draft.city = "Тула"
        #expect(try draft.validated().city == "Тула")
    }

    /// Semicolons, when a line has any, separate keywords, so a keyword may hold a comma.
    @Test(arguments: [
        ("роман, классика", ["роман", "классика"]),
        ("Authors, Russian; роман;", ["Authors, Russian", "роман"]),
        ("роман\nклассика, проза", ["роман", "классика", "проза"]),
    ])
    func keywordsAreSeparatedBySemicolonsWhenThereAreAny(typed: String, keywords: [String]) {
        #expect(TitleDraft.keywordList(typed) == keywords)
    }

    @Test func onlyTheTitleIsRequired() throws {
        var draft = TitleDraft()
        #expect(problemFields { try draft.validated() } == ["title"])
        draft.title = "  Азбука \n"
        let title = try draft.validated()
        #expect(title.title == "Азбука")
        #expect(title.firstAuthor == nil && title.isbn == nil && title.year == nil && title.price == nil)
    }

    @Test func reportsEveryProblemAtOnceEachUnderItsField() {
        var draft = TitleDraft()
        draft.isbn = "978-5-17-079585-0"
        draft.authorInitials = "М. Ю."
        draft.year = "18"
        draft.pages = "0"
        draft.price = "дорого"
        draft.language = "russian"
        draft.annotation = String(repeating: "а", count: TitleDraft.maximumAnnotationLength + 1)
        draft.publisher = String(repeating: "б", count: TitleDraft.maximumFieldLength + 1)
        let found = problems { try draft.validated() }
        #expect(Set(found.map(\.field)) == ["isbn", "title", "authorSurname", "year", "pages", "price", "language",
                                            "annotation", "publisher"])
        #expect(found.count == 9)
        for problem in found {
            expectBilingual(problem.message)
        }
    }

    @Test func aBadCheckDigitSaysWhichDigitIsExpected() throws {
        var draft = Self.lermontov
        draft.isbn = "978-5-17-079585-0"
        let problem = try #require(problems { try draft.validated() }.first)
        #expect(problem.field == "isbn")
        #expect(problem.message == ISBNError.badCheckDigit(expected: "7").message)
        #expect(problem.message.russian.contains("последней должна быть 7"))
        #expect(problem.message.english.contains("should be 7"))
    }

    @Test("checks the ISBN", arguments: ["5-17-079585-8", "ISBN 978-5-17-079585-7", " 9785170795857 "])
    func acceptsISBNForms(isbn: String) throws {
        var draft = Self.lermontov
        draft.isbn = isbn
        #expect(try draft.validated().isbn?.digits == "9785170795857")
    }

    @Test("refuses a year outside 1000…2999", arguments: ["999", "3000", "18", "20 18", "2018 г.", "-2018", "MMXVIII"])
    func refusesYear(year: String) {
        var draft = Self.lermontov
        draft.year = year
        #expect(problems { try draft.validated() } == [FieldProblem(field: "year", message: Bilingual(
            russian: "Год издания — четыре цифры, например 2018.", english: "The year is four digits, for example 2018."))])
    }

    @Test("accepts a year inside 1000…2999", arguments: [("1000", 1000), ("2999", 2999), (" 2018 ", 2018), ("", nil)] as [(String, Int?)])
    func acceptsYear(year: String, parsed: Int?) throws {
        var draft = Self.lermontov
        draft.year = year
        #expect(try draft.validated().year == parsed)
    }

    @Test("refuses pages outside 1…99999", arguments: ["0", "-5", "100000", "12.5", "414 с."])
    func refusesPages(pages: String) {
        var draft = Self.lermontov
        draft.pages = pages
        #expect(problems { try draft.validated() } == [FieldProblem(field: "pages", message: Bilingual(
            russian: "Число страниц — целое число от 1 до 99999.", english: "Pages must be a whole number from 1 to 99999."))])
    }

    @Test("accepts pages inside 1…99999", arguments: [("1", 1), ("99999", 99_999), ("", nil)] as [(String, Int?)])
    func acceptsPages(pages: String, parsed: Int?) throws {
        var draft = Self.lermontov
        draft.pages = pages
        #expect(try draft.validated().pages == parsed)
    }

    @Test func checksThePrice() throws {
        var draft = Self.lermontov
        draft.price = "1 234,50 руб."
        #expect(try draft.validated().price == Money(kopecks: 123_450))
        draft.price = "-1"
        #expect(problemFields { try draft.validated() } == ["price"])
        draft.price = "  "
        #expect(try draft.validated().price == nil)
    }

    @Test func initialsWithoutASurnameAreRefused() {
        var draft = Self.lermontov
        draft.authorSurname = " "
        #expect(problemFields { try draft.validated() } == ["authorSurname"])
        draft.authorInitials = ""
        draft.authorGivenNames = "Михаил"
        #expect(problemFields { try draft.validated() } == ["authorSurname"])
    }

    @Test("the language is a three-letter code", arguments: [("rus", "rus"), ("ENG", "eng"), ("", "")])
    func acceptsLanguage(code: String, stored: String) throws {
        var draft = Self.lermontov
        draft.language = code
        #expect(try draft.validated().language == stored)
    }

    @Test("refuses other language codes", arguments: ["ru", "russ", "рус", "r1s"])
    func refusesLanguage(code: String) {
        var draft = Self.lermontov
        draft.language = code
        #expect(problemFields { try draft.validated() } == ["language"])
    }

    @Test func limitsLengths() throws {
        var draft = Self.lermontov
        draft.title = String(repeating: "а", count: TitleDraft.maximumFieldLength)
        draft.annotation = String(repeating: "б", count: TitleDraft.maximumAnnotationLength)
        _ = try draft.validated()
        draft.title += "а"
        draft.keywords = String(repeating: "в", count: TitleDraft.maximumFieldLength + 1)
        #expect(problemFields { try draft.validated() } == ["title", "keywords"])
    }

    @Test func controlCharactersAndRunsOfSpaceBecomeOneSpace() throws {
        var draft = Self.lermontov
        draft.title = "Герой\u{0007}нашего\r\n  времени "
        #expect(try draft.validated().title == "Герой нашего времени")
    }

    @Test func aStoredTitleEditsBackToItself() throws {
        var draft = Self.lermontov
        draft.authorGivenNames = "Михаил Юрьевич"
        draft.otherAuthors = "Иванов И. И.; Сартр Ж.-П.; Римский-Корсаков Н. А."
        draft.keywords = "роман, классика"
        draft.language = "rus"
        draft.price = "254,50"
        draft.annotation = "Роман о Печорине."
        let title = try draft.validated()
        #expect(title.otherAuthors.map(\.surname) == ["Иванов", "Сартр", "Римский-Корсаков"])
        #expect(try TitleDraft(title).validated() == title)
    }

    @Test func theTableNamesEveryDraftPropertyOnce() {
        let names = TitleDraft.namedFields.map(\.name)
        #expect(Set(names).count == names.count)
        // Every text the draft keeps is a field of the table, and each field writes its own property.
        let properties = Mirror(reflecting: TitleDraft()).children.compactMap(\.label)
        #expect(Set(properties) == Set(names))
        var draft = TitleDraft()
        for (index, field) in TitleDraft.namedFields.enumerated() {
            draft[keyPath: field.keyPath] = "\(index)"
        }
        #expect(Set(Mirror(reflecting: draft).children.compactMap { $0.value as? String }).count == names.count)
    }
}

@Suite("New books: a title with its first copies")
struct NewBookTests {
    static func copies(_ numbers: String...) -> [CopyDraft] {
        numbers.map { CopyDraft(inventoryNumber: $0, storagePlace: "АБ") }
    }

    @Test("fills the author sign from the surname in the library's style", arguments: [
        (AuthorSignStyle.compact, "Л49"), (.spaced, "Л 49"),
    ])
    func fillsAuthorSign(style: AuthorSignStyle, sign: String) throws {
        var draft = TitleDraftTests.lermontov
        draft.authorSign = "  "
        let (title, copies) = try NewTitle(title: draft, copies: Self.copies("1")).validated(authorSignStyle: style)
        #expect(title.authorSign == sign)
        #expect(copies.map(\.inventoryNumber.rawValue) == ["1"])
    }

    /// A range typed for a new book's copy is a copy for each number, as when a copy is added.
    @Test func aRangeOfInventoryNumbersIsACopyForEach() throws {
        let (_, copies) = try NewTitle(title: TitleDraftTests.lermontov, copies: Self.copies("2002-2005", "7")).validated(authorSignStyle: .compact)
        #expect(copies.map(\.inventoryNumber.rawValue) == ["2002", "2003", "2004", "2005", "7"])
    }

    @Test func keepsATypedAuthorSign() throws {
        var draft = TitleDraftTests.lermontov
        draft.authorSign = "Л 4"
        let (title, _) = try NewTitle(title: draft, copies: []).validated(authorSignStyle: .compact)
        #expect(title.authorSign == "Л 4")
    }

    @Test func noSurnameNoSign() throws {
        var draft = TitleDraft()
        draft.title = "Сборник"
        let (title, copies) = try NewTitle(title: draft, copies: []).validated(authorSignStyle: .compact)
        #expect(title.authorSign == "")
        #expect(copies.isEmpty)
    }

    @Test func titleAndCopyProblemsComeTogether() {
        var draft = TitleDraftTests.lermontov
        draft.title = ""
        draft.year = "3000"
        var copy = CopyDraft(inventoryNumber: "1 2")
        copy.price = "x"
        #expect(problemFields { try NewTitle(title: draft, copies: [copy]).validated(authorSignStyle: .compact) }
            == ["title", "year", "inventoryNumber", "copyPrice"])
        #expect(problemFields {
            try NewTitle(title: draft, copies: [CopyDraft(inventoryNumber: "7"), copy]).validated(authorSignStyle: .compact)
        } == ["title", "year", "copies[1].inventoryNumber", "copies[1].copyPrice"])
    }

    @Test func refusesAnInventoryNumberRepeatedInOneBook() throws {
        let found = problems {
            try NewTitle(title: TitleDraftTests.lermontov, copies: Self.copies("1", "2", " 1 ")).validated(authorSignStyle: .compact)
        }
        #expect(found == [FieldProblem(field: "copies[2].inventoryNumber", message: Bilingual(
            russian: "Инвентарный номер 1 повторяется.", english: "The inventory number 1 is repeated."))])
    }

    @Test func reportsEachRepeat() {
        #expect(problemFields {
            try NewTitle(title: TitleDraftTests.lermontov, copies: Self.copies("7", "7", "7")).validated(authorSignStyle: .compact)
        } == ["copies[1].inventoryNumber", "copies[2].inventoryNumber"])
    }

    /// The form marks the field named in the problem, so a repeat must name the copy that repeats,
    /// even when an earlier copy could not be read at all.
    @Test func aRepeatNamesItsOwnCopyAfterAnInvalidOne() {
        #expect(problemFields {
            try NewTitle(title: TitleDraftTests.lermontov, copies: Self.copies("", "5", "5")).validated(authorSignStyle: .compact)
        } == ["copies[0].inventoryNumber", "copies[2].inventoryNumber"])
    }

    @Test func distinctNumbersPass() throws {
        let (_, copies) = try NewTitle(title: TitleDraftTests.lermontov, copies: Self.copies("1", "2", "12/3"))
            .validated(authorSignStyle: .compact)
        #expect(copies.map(\.inventoryNumber.rawValue) == ["1", "2", "12/3"])
        #expect(copies.allSatisfy { $0.storagePlace == "АБ" && $0.status == .available })
    }

    static func numbered(_ count: Int) -> [CopyDraft] {
        (1...count).map { CopyDraft(inventoryNumber: "\($0)", storagePlace: "АБ") }
    }

    @Test func takesUpToFiveHundredCopiesAtOnce() throws {
        let (_, copies) = try NewTitle(title: TitleDraftTests.lermontov, copies: Self.numbered(NewTitle.maximumCopies))
            .validated(authorSignStyle: .compact)
        #expect(copies.count == 500)
    }

    /// One request once created 100,000 copies; the domain refuses it, so the server, the API and
    /// the command line all do, and say how to add many copies instead.
    @Test func refusesMoreCopiesAtOnceAndSaysToAddThemInSteps() {
        var draft = TitleDraftTests.lermontov
        draft.year = "3000"
        let found = problems {
            try NewTitle(title: draft, copies: Self.numbered(100_000)).validated(authorSignStyle: .compact)
        }
        #expect(found.map(\.field) == ["year", "copies"])
        let message = found[1].message
        expectBilingual(message)
        #expect(message.russian.contains("не больше 500") && message.russian.contains("100000") && message.russian.contains("приём"))
        #expect(message.english.contains("At most 500") && message.english.contains("100000") && message.english.contains("steps"))
    }
}

/// A look-up fills what the librarian left empty, the first author as one: another author's
/// initials or sign never stand beside the typed surname.
@Suite("A look-up filling the New Book form")
struct TitleDraftLookUpTests {
    @Test func theAuthorIsFilledWholeOrNotAtAll() {
        var found = TitleDraft()
        found.authorSurname = "Tolstoy"
        found.authorGivenNames = "Leo"
        found.authorSign = "T65"
        found.title = "War and Peace"
        found.publisher = "Penguin"
        var typed = TitleDraft()
        typed.authorSurname = "Толстой"
        typed.authorInitials = "Л. Н."
        let merged = typed.filled(from: found)
        #expect(merged.authorSurname == "Толстой" && merged.authorGivenNames.isEmpty && merged.authorSign.isEmpty)
        #expect(merged.title == "War and Peace" && merged.publisher == "Penguin", "the other fields are filled")
        var same = TitleDraft()
        same.authorSurname = "tolstoy"
        let sameAuthor = same.filled(from: found)
        #expect(sameAuthor.authorGivenNames == "Leo" && sameAuthor.authorSign.isEmpty, "the sign comes from the typed surname on saving")
        #expect(TitleDraft().filled(from: found).authorSign == "T65", "nothing typed: the found author whole")
    }
}
