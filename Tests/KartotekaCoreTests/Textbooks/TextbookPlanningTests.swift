import Testing
@testable import KartotekaCore
@testable import KartotekaValues

/// The textbook list's reports over a fixture of classes and copies, every figure counted by hand:
/// provision per class and subject, the textbooks that fall out before the next school year and
/// the order list for the next three.
@Suite("Textbook provision and orders")
struct TextbookPlanningTests {
    static let today = Day(year: 2024, month: 1, day: 15)!

    static func day(_ text: String) -> Day { try! Day(parsing: text) }

    static func textbook(_ card: Int, _ subject: String, _ grades: ClosedRange<Int>, until: String?, copies: Int) -> TextbookStock {
        TextbookStock(titleID: TitleID(Int64(card)), description: "Учебник \(card)", cardNumber: card, fpuNumber: "1.1.\(card)",
                      subject: subject, grades: grades, usableUntil: until.map(day), copies: copies)
    }

    /// Mathematics for grade 5 (4 copies, usable to 31.08.2025) and an older one already past its
    /// day (2 copies); mathematics for grade 6 falling out on 25.05.2024 (1 copy); physics for
    /// grades 10–11 with no end (3 copies).
    static let stock = [
        textbook(1, "математика", 5...5, until: "2025-08-31", copies: 4),
        textbook(2, "математика", 6...6, until: "2024-05-25", copies: 1),
        textbook(3, "физика", 10...11, until: nil, copies: 3),
        textbook(4, "математика", 5...5, until: "2023-12-31", copies: 2),
    ]

    static func size(_ text: String, _ pupils: Int) -> ClassSize { ClassSize(schoolClass: try! SchoolClass(parsing: text), pupils: pupils) }

    static let classes = [size("5Б", 2), size("4А", 6), size("5А", 3), size("6А", 2), size("10А", 1), size("11А", 1)]

    /// A textbook in two parts serves as many pupils as its scarcer part has copies; another
    /// work for the same grade adds its own.
    @Test func aTextbookInPartsCountsAsSets() {
        func part(_ card: Int, _ volume: String, copies: Int, work: String = "петерсон математика") -> TextbookStock {
            var stock = Self.textbook(card, "математика", 1...1, until: nil, copies: copies)
            stock.work = work
            stock.part = volume
            return stock
        }
        #expect(TextbookGroup.sets(of: [part(1, "ч. 1", copies: 25), part(2, "ч. 2", copies: 25)]) == 25)
        #expect(TextbookGroup.sets(of: [part(1, "ч. 1", copies: 25), part(2, "ч. 2", copies: 0)]) == 0)
        #expect(TextbookGroup.sets(of: [part(1, "ч. 1", copies: 25), part(2, "ч. 2", copies: 20),
                                        part(3, "", copies: 5, work: "моро математика")]) == 25)
        let report = TextbookProvision(on: Self.today, stock: [part(1, "ч. 1", copies: 25), part(2, "ч. 2", copies: 25)],
                                       classes: [Self.size("1А", 25)])
        #expect(report.rows.map(\.percent) == [100])
    }

    @Test func provisionSetsTheCopiesUsableTodayAgainstThePupilsTheyServe() {
        let report = TextbookProvision(on: Self.today, stock: Self.stock, classes: Self.classes)
        let rows = report.rows.map { [$0.schoolClass.text, $0.subject, $0.grades, "\($0.classPupils)", "\($0.pupils)", "\($0.copies)",
                                      "\($0.percent)", "\($0.shortfall)"] }
        #expect(rows == [
            // Grade 5: card 1's four copies (card 4 is past its day) for the five pupils of 5А and 5Б.
            ["5А", "математика", "5", "3", "5", "4", "80", "1"],
            ["5Б", "математика", "5", "2", "5", "4", "80", "1"],
            ["6А", "математика", "6", "2", "2", "1", "50", "1"],
            // A textbook for grades 10–11 serves the pupils of both.
            ["10А", "физика", "10–11", "1", "2", "3", "150", "0"],
            ["11А", "физика", "10–11", "1", "2", "3", "150", "0"],
        ])
        // 4А has no textbook of its grade, so no line.
        #expect(!rows.contains { $0[0] == "4А" })
    }

    @Test func theTextbooksPastTheirDayBeforeSeptemberAreListedToReplace() {
        let plan = TextbookOrderPlan(on: Self.today, stock: Self.stock, classes: Self.classes)
        #expect(plan.nextYearStart == Self.day("2024-09-01"))
        #expect(plan.replace.map(\.cardNumber) == [2, 4])
        // On 1 September the school year has begun: the next one is a year on.
        #expect(TextbookOrderPlan.nextYearStart(after: Self.day("2024-09-01")) == Self.day("2025-09-01"))
        #expect(TextbookOrderPlan.nextYearStart(after: Self.day("2024-08-31")) == Self.day("2024-09-01"))
    }

    @Test func theOrderListMovesThePupilsUpAndCountsWhatWasOrderedBefore() {
        let plan = TextbookOrderPlan(on: Self.today, stock: Self.stock, classes: Self.classes)
        let lines = plan.lines.map { [$0.schoolYear, $0.subject, $0.grades, "\($0.pupils)", "\($0.copies)", "\($0.toOrder)",
                                      $0.textbook.map { "\($0.cardNumber)" } ?? "—"] }
        #expect(lines == [
            // 2024/25: 4А's six pupils come to grade 5, where card 1's four copies are still usable.
            ["2024/2025", "математика", "5", "6", "4", "2", "1"],
            // The five pupils of grade 5 come to grade 6, whose textbook has fallen out: choose a new one.
            ["2024/2025", "математика", "6", "5", "0", "5", "—"],
            ["2024/2025", "физика", "10–11", "1", "3", "0", "3"],
            // 2025/26: card 1 has fallen out too; the two ordered for grade 5 last year remain.
            ["2025/2026", "математика", "5", "0", "2", "0", "—"],
            ["2025/2026", "математика", "6", "6", "5", "1", "—"],
            ["2025/2026", "физика", "10–11", "0", "3", "0", "3"],
            ["2026/2027", "математика", "5", "0", "2", "0", "—"],
            ["2026/2027", "математика", "6", "0", "6", "0", "—"],
            ["2026/2027", "физика", "10–11", "0", "3", "0", "3"],
        ])
    }

    /// Once the classes are promoted for the next school year (in June), its grades are already
    /// the classes' own: 5А's six pupils are next year's grade 5, and the first grade, not yet
    /// enrolled, is as large as the one now in grade 2. A promotion before the last 1 September
    /// was that year's: the classes move up a grade as usual.
    @Test func afterThePromotionForTheNextYearTheClassesAreItsGrades() {
        let stock = [Self.textbook(1, "математика", 5...5, until: nil, copies: 0), Self.textbook(2, "азбука", 1...1, until: nil, copies: 0)]
        let classes = [Self.size("2А", 7), Self.size("4А", 4), Self.size("5А", 6), Self.size("6А", 5)]
        func pupils(promotedOn: String?) -> [String] {
            TextbookOrderPlan(on: Self.day("2024-06-10"), stock: stock, classes: classes, promotedOn: promotedOn.map(Self.day))
                .lines.prefix(4).map { "\($0.schoolYear) \($0.subject) \($0.pupils)" }
        }
        #expect(pupils(promotedOn: "2024-06-01") == ["2024/2025 азбука 7", "2024/2025 математика 6", "2025/2026 азбука 7", "2025/2026 математика 4"])
        #expect(pupils(promotedOn: "2023-09-04") == ["2024/2025 азбука 0", "2024/2025 математика 4", "2025/2026 азбука 0", "2025/2026 математика 0"])
        #expect(pupils(promotedOn: nil) == pupils(promotedOn: "2023-09-04"))
    }

    /// Pupils a class list for the coming year placed already count in the grade it gave them:
    /// 1А's 25 future first-graders are next year's first grade (not guessed from this year's 20),
    /// and 10А's 30 pupils placed from grade 9 are next year's tenth graders, not the eleventh's.
    @Test func pupilsPlacedAheadCountInTheGradeTheListGaveThem() {
        let stock = [Self.textbook(1, "азбука", 1...1, until: nil, copies: 0), Self.textbook(2, "физика", 10...10, until: nil, copies: 0),
                     Self.textbook(3, "химия", 11...11, until: nil, copies: 0)]
        let classes = [ClassSize(schoolClass: Self.size("1А", 45).schoolClass, pupils: 45, placedAhead: 25),
                       ClassSize(schoolClass: Self.size("10А", 55).schoolClass, pupils: 55, placedAhead: 30), Self.size("9А", 5)]
        let plan = TextbookOrderPlan(on: Self.day("2024-04-20"), stock: stock, classes: classes)
        let nextYear = plan.lines.filter { $0.schoolYear == "2024/2025" }.map { "\($0.subject) \($0.pupils)" }
        #expect(nextYear == ["азбука 25", "физика 35", "химия 25"], "\(nextYear)")
        // This year's provision counts this year's pupils only.
        let provision = TextbookProvision(on: Self.day("2024-04-20"), stock: stock, classes: classes)
        #expect(provision.rows.first { $0.subject == "азбука" }?.classPupils == 20)
    }

    /// A textbook the list lets go early in a school year (25.09.2025) serves no year that begins
    /// before it: it is listed to replace, and its copies count for none of the next years.
    @Test func aLastDayEarlyInTheYearServesNoneOfIt() {
        let stock = [Self.textbook(5, "история", 5...5, until: "2025-09-25", copies: 30)]
        let plan = TextbookOrderPlan(on: Self.day("2025-03-15"), stock: stock, classes: [Self.size("4А", 25)])
        #expect(plan.replace.map(\.cardNumber) == [5])
        #expect(plan.lines.first.map { [$0.schoolYear, "\($0.copies)", "\($0.toOrder)"] } == ["2025/2026", "0", "25"])
    }

    /// One subject typed two ways is one group: its copies are counted once.
    @Test func aSubjectTypedTwoWaysIsOne() {
        let groups = TextbookGroup.groups(of: [Self.textbook(1, "Математика", 5...5, until: nil, copies: 60),
                                               Self.textbook(2, "математика ", 5...5, until: nil, copies: 40)])
        #expect(groups.count == 1 && groups.first?.subject == "Математика" && groups.first?.textbooks.count == 2)
    }

    @Test func textbooksWhoseGradesMeetAreOneGroup() {
        let groups = TextbookGroup.groups(of: [
            Self.textbook(1, "история", 5...6, until: nil, copies: 1), Self.textbook(2, "история", 6...7, until: nil, copies: 2),
            Self.textbook(3, "история", 9...9, until: nil, copies: 3),
        ])
        #expect(groups.map(\.gradesText) == ["5–7", "9"])
        #expect(groups.map { $0.textbooks.map(\.cardNumber) } == [[1, 2], [3]])
    }

    @Test("a Federal list number is digits separated by points", arguments: [
        ("1.1.2.1.1.3", true), ("1", true), ("1.1.", false), ("1..2", false), ("1.а.2", false), ("", false),
    ])
    func federalListNumbers(text: String, valid: Bool) {
        #expect(TitleDraft.isFederalListNumber(text) == valid)
    }

    @Test func aTitleKeepsItsFederalListNumberAndLastDay() throws {
        var draft = TitleDraft()
        draft.title = "Математика"
        draft.fpuNumber = " 1.1.2.4.1.1.1 "
        draft.usableUntil = "31.08.2025"
        let title = try draft.validated()
        #expect(title.fpuNumber == "1.1.2.4.1.1.1" && title.usableUntil == "2025-08-31" && title.usableUntilDay == Self.day("2025-08-31"))
        draft.fpuNumber = "первый"
        draft.usableUntil = "вчера"
        let error = #expect(throws: ValidationError.self) { try draft.validated() }
        #expect(error?.problems.map(\.field) == ["fpuNumber", "usableUntil"])
    }
}
