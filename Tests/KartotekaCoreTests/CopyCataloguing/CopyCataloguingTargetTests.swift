import Testing
@testable import KartotekaCore
@testable import KartotekaValues

@Suite("Copy-cataloguing targets, searches and their results")
struct CopyCataloguingTargetTests {
    @Test func aDraftIsCheckedAllAtOnce() {
        var draft = CopyCataloguingTargetDraft()
        draft.host = "http://lx2.loc.gov"
        draft.port = "0"
        draft.service = "ftp"
        draft.timeoutSeconds = "600"
        #expect(Self.problemFields(draft) == ["name", "host", "port", "database", "service", "timeoutSeconds"])
    }

    static func problemFields(_ draft: CopyCataloguingTargetDraft) -> [String] {
        do {
            _ = try draft.validated()
            return []
        } catch {
            return error.problems.map(\.field)
        }
    }

    @Test func aPasswordNotTypedIsKept() throws {
        var draft = CopyCataloguingTargetDraft(CopyCataloguingTarget(name: "ГПНТБ", host: "193.233.14.5", port: 9999, database: "katb",
                                                                     format: .rusmarc, characterSet: .windows1251, user: "u",
                                                                     password: "old"))
        #expect(draft.password == nil)
        #expect(try draft.validated(keepingPassword: "old").password == "old")
        draft.password = ""
        #expect(try draft.validated(keepingPassword: "old").hasPassword == false)
        draft.format = "MARC21"
        #expect(try draft.validated().format == .marc21)
    }

    @Test func presetsAreDisabledAndNamedInEachLanguage() throws {
        let loc = try CopyCataloguingPreset.named("loc")
        #expect(loc.target.address == "lx2.loc.gov:210/LCDB" && !loc.target.enabled)
        #expect(loc.target(in: .english).name == "Library of Congress")
        #expect(try CopyCataloguingPreset.named("loc-sru").target.address == "http://lx2.loc.gov:210/LCDB")
        #expect(CopyCataloguingPreset.all.allSatisfy { !$0.target.enabled })
        #expect(throws: CopyCataloguingError.presetNotFound("nlr")) { try CopyCataloguingPreset.named("nlr") }
    }

    @Test func searchesAreReadAsTyped() throws {
        #expect(try CopyCataloguingQuery(kind: .isbn, text: " 978-5-17-079585-7 ") == .isbn(try ISBN(parsing: "9785170795857")))
        #expect(try CopyCataloguingQuery(kind: .title, text: "  герой   времени ").text == "герой времени")
        #expect(throws: ValidationError.self) { try CopyCataloguingQuery(kind: .author, text: "  ") }
        #expect(throws: ValidationError.self) { try CopyCataloguingQuery(kind: .isbn, text: "12345") }
    }

    @Test func candidatesAreGroupedByEditionAndMarkedWhenCatalogued() throws {
        let isbn = try ISBN(parsing: "9785170795857")
        func candidate(_ target: String, _ title: String, isbn: ISBN? = nil, year: Int? = nil) -> CopyCataloguingCandidate {
            CopyCataloguingCandidate(target: target, recordID: "", format: .rusmarc,
                                     title: Title(isbn: isbn, firstAuthor: PersonName(surname: "Пушкин"), title: title, year: year))
        }
        var result = CopyCataloguingResult(query: .isbn(isbn), candidates: [
            candidate("A", "Герой нашего времени", isbn: isbn), candidate("A", "Ёлка", year: 2001),
            candidate("B", "Герой нашего времени.", isbn: isbn), candidate("B", "ёлка!", year: 2001), candidate("B", "Ёлка", year: 2002),
        ], outcomes: [])
        #expect(result.groups.map { $0.candidates.map(\.target) } == [["A", "B"], ["A", "B"], ["B"]])
        result.markCatalogued { $0 == isbn ? TitleID(7) : nil }
        #expect(result.groups.map(\.cataloguedTitleID) == [TitleID(7), nil, nil])
    }

    @Test func theLookupPlaceAmongOtherSources() {
        #expect(CopyCataloguingLookupPlace.allCases.map { $0.position(among: 2) } == [nil, 0, 1, 2])
        #expect(CopyCataloguingLookupPlace.second.position(among: 0) == 0)
    }

    @Test func aMARC21RecordInDetail() throws {
        var record = IRBISRecord()
        record.append(tag: 1, value: "x1")
        record.append(tag: 8, value: "970101s1997    nyu           000 1 eng d")
        record.append(tag: 20, ["a": "0451526538 (pbk.)", "c": "250 р."])
        record.append(tag: 84, ["a": "84(7Сое)", "b": "Т19", "2": "rubbk"])
        record.append(tag: 100, ["a": "Twain, Mark,", "d": "1835-1910."])
        record.append(tag: 245, ["a": "The adventures of Tom Sawyer.", "n": "Part 1 /", "c": "Mark Twain."])
        record.append(tag: 260, ["a": "[New York] :", "b": "Signet,", "c": "c1997."])
        record.append(tag: 700, ["a": "Smith, J. R."])
        record.append(tag: 650, ["a": "Boys", "v": "Fiction."])
        let title = try #require(MARC21Importer.title(from: record).0?.title)
        #expect(title.title == "The adventures of Tom Sawyer. Part 1" && title.isbn?.digits == "9780451526533")
        #expect(title.firstAuthor == PersonName(surname: "Twain", givenNames: "Mark"))
        #expect(title.otherAuthors == [PersonName(surname: "Smith", initials: "J. R.")])
        #expect(title.city == "New York" && title.publisher == "Signet" && title.year == 1997 && title.language == "eng")
        #expect(title.bbk == "84(7Сое)" && title.authorSign == "Т19" && title.price == Money(kopecks: 25_000))
        #expect(title.keywords == ["Boys"])
    }
}
