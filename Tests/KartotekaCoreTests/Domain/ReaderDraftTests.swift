import Foundation
import Testing
import KartotekaTestSupport
@testable import KartotekaCore
@testable import KartotekaValues

@Suite("Reader drafts: registering a reader")
struct ReaderDraftTests {
    static let today = Day(year: 2024, month: 6, day: 1)!

    static var minimal: ReaderDraft {
        var draft = ReaderDraft()
        draft.ticketNumber = "000124"
        draft.surname = "Петрова"
        draft.firstName = "Анна"
        draft.phone = "8 (900) 000 00 01"
        return draft
    }

    @Test func theWorkedExampleBecomesAReader() throws {
        let reader = try ReaderDraft.workedExampleIvanov.validated(today: Self.today)
        #expect(reader.ticketNumber.rawValue == "000123")
        #expect(reader.fullName == "Иванов Иван Иванович")
        #expect(reader.shortName == "Иванов И. И.")
        #expect(reader.birth == .year(1990))
        #expect(reader.address.line(in: .russian) == "101000, Москва, Тверская, д. 1, кв. 10")
        #expect(reader.phone?.key == "79000000000")
        #expect(reader.email?.text == "ivanov@example.com")
        #expect(reader.registeredOn == Day(year: 2024, month: 1, day: 10))
    }

    @Test func requiresTicketSurnameAndFirstNameButNoPhone() throws {
        let found = problems { try ReaderDraft().validated(today: Self.today) }
        #expect(found.map(\.field) == ["ticketNumber", "surname", "firstName"])
        for problem in found {
            expectBilingual(problem.message)
        }
        var child = Self.minimal
        child.phone = "  "
        #expect(try child.validated(today: Self.today).phone == nil)
    }

    @Test func aPupilHasAClassAndAParentsContacts() throws {
        var draft = Self.minimal
        draft.phone = ""
        draft.schoolClass = "5 a"
        draft.parentPhone = "8 912 345-67-89"
        draft.parentEmail = "mama@example.org"
        let pupil = try draft.validated(today: Self.today)
        #expect(pupil.schoolClass == (try SchoolClass(parsing: "5А")) && !pupil.graduated)
        #expect(pupil.parentPhone?.key == "79123456789" && pupil.parentEmail?.text == "mama@example.org")
        #expect(pupil.phones.map(\.key) == ["79123456789"])
        #expect(ReaderDraft(pupil).schoolClass == "5А")
        draft.schoolClass = "5Z"
        draft.parentPhone = "12"
        draft.parentEmail = "mama@"
        #expect(problemFields { try draft.validated(today: Self.today) } == ["schoolClass", "parentPhone", "parentEmail"])
        draft.schoolClass = ""
        draft.parentPhone = ""
        draft.parentEmail = ""
        draft.graduated = true
        #expect(problemFields { try draft.validated(today: Self.today) } == ["schoolClass"])
    }

    @Test func theRestIsOptionalAndRegistrationDefaultsToToday() throws {
        let reader = try Self.minimal.validated(today: Self.today)
        #expect(reader.registeredOn == Self.today)
        #expect(reader.birth == nil && reader.gender == nil && reader.email == nil)
        #expect(reader.patronymic == "" && reader.address.isEmpty)
        #expect(reader.shortName == "Петрова А.")
    }

    @Test func aTypedRegistrationDayIsKept() throws {
        var draft = Self.minimal
        draft.registeredOn = "10.01.2024"
        #expect(try draft.validated(today: Self.today).registeredOn == Day(year: 2024, month: 1, day: 10))
        draft.registeredOn = "2023-02-29"
        #expect(problemFields { try draft.validated(today: Self.today) } == ["registeredOn"])
    }

    @Test func reportsEveryProblemAtOnceEachUnderItsField() {
        var draft = ReaderDraft()
        draft.ticketNumber = "12 3"
        draft.birth = "31.02.1990"
        draft.gender = "?"
        draft.phone = "abc"
        draft.email = "x@"
        draft.registeredOn = "yesterday"
        draft.workplace = String(repeating: "ш", count: 201)
        let found = problems { try draft.validated(today: Self.today) }
        #expect(found.map(\.field) == ["ticketNumber", "surname", "firstName", "birth", "gender", "phone", "email",
                                       "registeredOn", "workplace"])
        for problem in found {
            #expect(!problem.message.russian.isEmpty && !problem.message.english.isEmpty)
            #expect(problem.message.russian != problem.message.english)
        }
    }

    @Test("reads the birth as a year or a full date", arguments: [
        ("1990", BirthDate.year(1990)),
        (" 1900 ", .year(1900)),
        ("1990-05-17", .day(Day(year: 1990, month: 5, day: 17)!)),
        ("17.05.1990", .day(Day(year: 1990, month: 5, day: 17)!)),
        ("19900517", .day(Day(year: 1990, month: 5, day: 17)!)),
        ("2024-06-01", .day(Day(year: 2024, month: 6, day: 1)!)),
        ("2024", .year(2024)),
    ])
    func readsBirth(text: String, birth: BirthDate) throws {
        var draft = Self.minimal
        draft.birth = text
        #expect(try draft.validated(today: Self.today).birth == birth)
    }

    @Test("refuses a birth that cannot be right", arguments: [
        "1899", "2101", "0990", "1990-02-30", "17.05.90", "nineties",
        "2024-06-02", "02.06.2024", "2025", "2030",
        "1850-05-17", "17.05.1090",
    ])
    func refusesBirth(text: String) throws {
        var draft = Self.minimal
        draft.birth = text
        let found = problems { try draft.validated(today: Self.today) }
        #expect(found.map(\.field) == ["birth"])
        expectBilingual(try #require(found.first).message)
    }

    @Test("reads the gender as people and IRBIS write it", arguments: [
        ("female", Gender.female), ("ж", .female), ("Ж", .female), ("женский", .female), ("F", .female), ("w", .female),
        ("male", .male), ("м", .male), (" М ", .male), ("мужской", .male), ("m", .male),
    ])
    func readsGender(text: String, gender: Gender) throws {
        var draft = Self.minimal
        draft.gender = text
        #expect(try draft.validated(today: Self.today).gender == gender)
    }

    @Test func refusesAnUnknownGender() {
        var draft = Self.minimal
        draft.gender = "x"
        #expect(problems { try draft.validated(today: Self.today) } == [FieldProblem(field: "gender", message: Bilingual(
            russian: "Пол: женский или мужской.", english: "Gender: female or male."))])
    }

    @Test func theEmailIsOptionalButChecked() throws {
        var draft = Self.minimal
        draft.email = "  "
        #expect(try draft.validated(today: Self.today).email == nil)
        draft.email = " anna@example.ru "
        #expect(try draft.validated(today: Self.today).email?.text == "anna@example.ru")
        draft.email = "anna@example"
        #expect(problemFields { try draft.validated(today: Self.today) } == ["email"])
    }

    @Test func thePhoneIsCheckedAndKeyed() throws {
        var draft = Self.minimal
        draft.phone = "123"
        #expect(problemFields { try draft.validated(today: Self.today) } == ["phone"])
        draft.phone = "+7 (900) 000-00-01"
        #expect(try draft.validated(today: Self.today).phone?.key == "79000000001")
    }

    @Test("limits text fields to 200 characters", arguments: [
        \ReaderDraft.surname, \.firstName, \.patronymic, \.category, \.postcode, \.city, \.street, \.house, \.flat, \.workplace,
    ] as [WritableKeyPath<ReaderDraft, String> & Sendable])
    func limitsLength(field: WritableKeyPath<ReaderDraft, String> & Sendable) throws {
        var draft = Self.minimal
        draft[keyPath: field] = String(repeating: "я", count: 200)
        _ = try draft.validated(today: Self.today)
        draft[keyPath: field] = String(repeating: "я", count: 201)
        let name = try #require(ReaderDraft.namedFields.first { $0.keyPath == field }?.name)
        #expect(problemFields { try draft.validated(today: Self.today) } == [name])
    }

    @Test func tidiesNamesAndAddress() throws {
        var draft = Self.minimal
        draft.surname = "  Петрова \n"
        draft.patronymic = " Сергеевна"
        draft.street = "Тверская\tулица"
        let reader = try draft.validated(today: Self.today)
        #expect(reader.fullName == "Петрова Анна Сергеевна")
        #expect(reader.address.street == "Тверская улица")
    }

    @Test func aStoredReaderEditsBackToItself() throws {
        var draft = ReaderDraft.workedExampleIvanov
        draft.birth = "17.05.1990"
        draft.gender = "м"
        let reader = try draft.validated(today: Self.today)
        #expect(try ReaderDraft(reader).validated(today: Day(year: 2030, month: 1, day: 1)!) == reader)
    }

    @Test func birthDatesEncodeAsTheyWereGiven() throws {
        #expect(BirthDate.year(1990).description == "1990")
        #expect(BirthDate.day(Day(year: 1990, month: 5, day: 17)!).description == "1990-05-17")
        #expect(BirthDate.day(Day(year: 1990, month: 5, day: 17)!).year == 1990)
        let decoded = try JSONDecoder().decode([BirthDate].self, from: Data(#"["1990", "17.05.1990"]"#.utf8))
        #expect(decoded == [.year(1990), .day(Day(year: 1990, month: 5, day: 17)!)])
    }
}
