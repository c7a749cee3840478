import Foundation
import Testing
@testable import KartotekaCore
@testable import KartotekaValues

@Suite("School classes")
struct SchoolClassTests {
    @Test("reads a class however it is typed", arguments: [
        ("5А", "5А"), ("5а", "5А"), ("5 А", "5А"), ("5-а", "5А"), ("5A", "5А"), ("11b", "11В"), ("11Б", "11Б"), ("1 «Е»", "1Е"),
        ("9y", "9У"), ("10Ё", "10Ё"),
    ])
    func readsAClass(typed: String, written: String) throws {
        #expect(try SchoolClass(parsing: typed).text == written)
    }

    @Test("refuses what is no class", arguments: ["", "5", "А", "0А", "12А", "5АБ", "5Z", "5Ы", "5D", "пятый"])
    func refuses(typed: String) {
        #expect(throws: ValidationError.self) { try SchoolClass(parsing: typed) }
    }

    @Test func movesUpAYearUntilTheLastGrade() throws {
        #expect(try SchoolClass(parsing: "5А").promoted(lastGrade: 11)?.text == "6А")
        #expect(try SchoolClass(parsing: "11Б").promoted(lastGrade: 11) == nil)
        #expect(try SchoolClass(parsing: "9В").promoted(lastGrade: 9) == nil)
        #expect(try [SchoolClass(parsing: "10А"), SchoolClass(parsing: "5Б"), SchoolClass(parsing: "5А")].sorted().map(\.text)
            == ["5А", "5Б", "10А"])
        #expect(SchoolClass(grade: 5, letter: "A") == nil && SchoolClass(grade: 5, letter: "А")?.text == "5А")
    }

    @Test func readsPhonesTypedIntoASearchBox() {
        for typed in ["+7 912 345-67-89", "8 912 345-67-89", "912-345-67-89", "89123456789", "8 (912) 345 67 89"] {
            #expect(PhoneNumber.searchKey(in: typed) == "79123456789", "\(typed)")
        }
        #expect(PhoneNumber.searchKey(in: "345-67-89") == "3456789")
        #expect(PhoneNumber.searchKey(in: "000123") == nil && PhoneNumber.searchKey(in: "Иванов") == nil)
        #expect(PhoneNumber.searchKey(in: "12-3") == nil && PhoneNumber.searchKey(in: "+7 912 +345") == nil)
    }

    @Test func nextTicketsFollowTheHighestNumber() {
        let tickets = ["000123", "R-7", "000099", "12"].map(TicketNumber.init(unchecked:))
        #expect(TicketNumber.following(tickets, count: 2).map(\.rawValue) == ["000124", "000125"])
        #expect(TicketNumber.following([], count: 1).map(\.rawValue) == ["000001"])
    }
}

@Suite("Class lists")
struct ClassListFileTests {
    static func file(_ text: String, encoding: String.Encoding = .utf8, bom: Bool = false, defaultClass: SchoolClass? = nil) -> ClassListFile {
        var data = text.data(using: encoding)!
        if bom { data = Data([0xEF, 0xBB, 0xBF]) + data }
        return ClassListFile(data: data, defaultClass: defaultClass)
    }

    @Test("reads the list as spreadsheets save it", arguments: [
        ("Фамилия;Имя;Отчество;Класс\r\nИванов;Иван;Иванович;5а\r\n", String.Encoding.utf8, false),
        ("Фамилия;Имя;Отчество;Класс\nИванов;Иван;Иванович;5а\n", .utf8, true),
        ("Фамилия;Имя;Отчество;Класс\nИванов;Иван;Иванович;5а\n", .windowsCP1251, false),
        ("Surname,Name,Patronymic,Class\n\"Иванов\",Иван,Иванович,5A\n", .utf8, false),
        ("ФИО;класс\nИванов Иван Иванович;5 А\n;;\n", .utf8, false),
    ])
    func readsAList(text: String, encoding: String.Encoding, bom: Bool) {
        let list = Self.file(text, encoding: encoding, bom: bom)
        #expect(list.problems.isEmpty)
        #expect(list.rows.map(\.fullName) == ["Иванов Иван Иванович"])
        #expect(list.rows.map(\.schoolClass.text) == ["5А"] && list.rows.first?.line == 2)
    }

    @Test func readsContactsAndReportsBadLinesByNumber() throws {
        let list = Self.file("""
            Фамилия;Имя;Телефон;E-mail;Телефон родителя;Билет
            "Петров; старший";Пётр;+7 900 000-00-01;p@example.org;8 912 345 67 89;000777
            Сидоров;;12;x@;;
            Орлова;Вера;;;;
            """, defaultClass: try SchoolClass(parsing: "7Б"))
        #expect(list.rows.map(\.surname) == ["Петров; старший", "Орлова"])
        let first = try #require(list.rows.first)
        #expect(first.phone?.key == "79000000001" && first.email?.text == "p@example.org" && first.parentPhone?.key == "79123456789")
        #expect(first.ticketNumber?.rawValue == "000777" && first.schoolClass.text == "7Б")
        #expect(list.problems.map(\.line) == [3])
        #expect(Self.file("Фамилия;Имя\nИванов;Иван").problems.map(\.line) == [1])
        #expect(Self.file("").problems.map(\.line) == [0])
    }

    @Test func matchesPupilsToReadersAndSaysWhatChanges() throws {
        func reader(_ id: Int64, _ ticket: String, _ surname: String, _ name: String, _ schoolClass: String?, graduated: Bool = false) throws -> ReaderRecord {
            let person = Reader(ticketNumber: TicketNumber(unchecked: ticket), surname: surname, firstName: name,
                                schoolClass: try schoolClass.map { try SchoolClass(parsing: $0) }, graduated: graduated, phone: nil,
                                registeredOn: Day(year: 2024, month: 1, day: 1)!)
            return ReaderRecord(id: ReaderID(id), reader: person, createdAt: Date(), updatedAt: Date())
        }
        let readers = [try reader(1, "1", "Иванов", "Иван", "5А"), try reader(2, "2", "Петров", "Пётр", "5Б"),
                       try reader(3, "3", "Смирнов", "Олег", "5А"), try reader(4, "4", "Смирнов", "Олег", "6А"),
                       try reader(5, "5", "Орлов", "Лев", "5А"), try reader(6, "6", "Ёлкин", "Ян", "11А", graduated: true)]
        let list = Self.file("""
            Фамилия;Имя;Класс;Телефон
            Иванов;Иван;5А;+7 900 000-00-01
            петров;пётр;5А;
            Смирнов;Олег;5Б;
            Ёлкин;Ян;5А;
            Иванов;Иван;5А;
            """)
        let changes = ClassListReconciliation(readers: readers).changes(for: list) { count in
            (0..<count).map { TicketNumber(unchecked: "N\($0)") }
        }
        #expect(changes.new.map(\.row.surname) == ["Ёлкин"] && changes.new.map(\.ticketNumber.rawValue) == ["N0"])
        #expect(changes.changed.map(\.before.id) == [ReaderID(1), ReaderID(2)])
        #expect(changes.changed[0].changes.map(\.field) == ["phone"] && changes.changed[1].changes.map(\.field) == ["schoolClass"])
        #expect(changes.missing.map(\.id) == [ReaderID(5), ReaderID(3)])
        #expect(changes.problems.map(\.line) == [4, 6])
    }

    /// A namesake in another grade, or an adult without a class, is not taken for the row's pupil;
    /// a ticket a spreadsheet wrote without its zeros is the same ticket.
    @Test func aNamesakeElsewhereIsNotTheRowsPupil() throws {
        func reader(_ id: Int64, _ ticket: String, _ surname: String, _ name: String, _ schoolClass: String?) throws -> ReaderRecord {
            ReaderRecord(id: ReaderID(id), reader: Reader(ticketNumber: TicketNumber(unchecked: ticket), surname: surname, firstName: name,
                                                          schoolClass: try schoolClass.map { try SchoolClass(parsing: $0) }, phone: nil,
                                                          registeredOn: Day(year: 2024, month: 1, day: 1)!),
                         createdAt: Date(), updatedAt: Date())
        }
        let readers = [try reader(1, "000001", "Иванов", "Александр", "5А"), try reader(2, "000002", "Смирнова", "Мария", nil),
                       try reader(3, "000123", "Орлов", "Лев", "7Б"), try reader(4, "000004", "Белова", "Ира", "7А")]
        let list = Self.file("""
            Фамилия;Имя;Класс;Билет
            Иванов;Александр;7Б;
            Смирнова;Мария;7Б;
            Орлов;Лев;7Б;123
            Белова;Ира;7Б;
            """)
        let changes = ClassListReconciliation(readers: readers).changes(for: list) { count in
            (0..<count).map { TicketNumber(unchecked: "N\($0)") }
        }
        #expect(changes.problems.map(\.line) == [2], "the 5А namesake two grades below is asked about, not moved")
        #expect(changes.new.map(\.row.surname) == ["Смирнова"], "the adult namesake stays as she is")
        #expect(changes.unchanged == 1 && !changes.new.contains { $0.row.surname == "Орлов" }, "000123 written as 123")
        #expect(changes.changed.map(\.before.id) == [ReaderID(4)], "moved to the parallel class")
    }

    /// A new pupil's ticket given in the list is not given again to a pupil the list leaves
    /// without one, and two new pupils may not share one.
    @Test func theListsOwnTicketsAreNotGivenAgain() throws {
        let taken = [TicketNumber(unchecked: "000123")]
        let list = Self.file("""
            Фамилия;Имя;Класс;Билет
            Орлова;Вера;1А;000124
            Петров;Пётр;1А;
            Белов;Иван;1А;000124
            """)
        let changes = ClassListReconciliation(readers: []).changes(for: list) { TicketNumber.following(taken, count: $0) }
        #expect(changes.new.map(\.ticketNumber.rawValue) == ["000124", "000125"])
        #expect(changes.problems.map(\.line) == [4])
    }

    @Test func thePromotionMovesEveryoneButTheLastGrade() throws {
        func pupil(_ id: Int64, _ schoolClass: String, graduated: Bool = false) throws -> ReaderRecord {
            ReaderRecord(id: ReaderID(id), reader: Reader(ticketNumber: TicketNumber(unchecked: "\(id)"), surname: "Ученик\(id)",
                                                          firstName: "И", schoolClass: try SchoolClass(parsing: schoolClass),
                                                          graduated: graduated, phone: nil, registeredOn: Day(year: 2024, month: 1, day: 1)!),
                         createdAt: Date(), updatedAt: Date())
        }
        let promotion = ClassPromotion(readers: [try pupil(1, "9А"), try pupil(2, "8Б"), try pupil(3, "9В", graduated: true)], lastGrade: 9)
        #expect(promotion.promoted.map { $0.to?.text } == ["9Б"])
        #expect(promotion.leaving.map(\.reader.id) == [ReaderID(1)])
        #expect(ClassPromotion.applied(promotion.leaving[0]).graduated)
    }
}
