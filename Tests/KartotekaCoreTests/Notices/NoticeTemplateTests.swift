import Foundation
import Testing
@testable import KartotekaCore
@testable import KartotekaValues

/// Notice templates and when reminders fall due: a template naming a placeholder Kartoteka does
/// not know (or its kind cannot fill) is refused by name; values are filled in once; reminders
/// come a set number of days ahead and after the due day, the latest one due when a run missed some.
@Suite("Notices: templates and schedule")
struct NoticeTemplateTests {
    @Test func anUnknownPlaceholderIsRefusedByNameInItsField() throws {
        let problem = try #require(throws: ValidationError.self) {
            try NoticeTemplate(checking: "Напоминание", body: "Здравствуйте, {reader.nmae}!\n{loans}", for: .overdue)
        }
        #expect(problem.problems.map(\.field) == ["body"])
        #expect(problem.problems.first?.message.russian.contains("{reader.nmae}") == true)
        #expect(problem.problems.first?.message.english.contains("{loans}") == true)
        let wrongKind = try #require(throws: ValidationError.self) { try NoticeTemplate(checking: "{until}", body: "{loans}", for: .beforeDue) }
        #expect(wrongKind.problems.map(\.field) == ["subject"] && wrongKind.problems.first?.message.english.contains("{until}") == true)
        let kept = try NoticeTemplate(checking: "  Книги  {library.name} ", body: "Текст {не подстановка\n{reader.name}\r\n", for: .overdue)
        #expect(kept.subject == "Книги {library.name}" && kept.body == "Текст {не подстановка\n{reader.name}")
    }

    @Test func valuesAreFilledInOnce() {
        let template = NoticeTemplate(subject: "{title}", body: "{reader.name}: {title} — {unknown}")
        let filled = template.filled([.title: "{reader.name}", .readerName: "Иванов"])
        #expect(filled.subject == "{reader.name}" && filled.body == "Иванов: {reader.name} — {unknown}")
    }

    @Test func everyDefaultTemplateUsesOnlyItsOwnPlaceholders() throws {
        for kind in NoticeKind.allCases {
            for language in Language.allCases {
                let template = NoticeSettings.defaultTemplate(kind, language)
                _ = try NoticeTemplate(checking: template.subject, body: template.body, for: kind)
            }
        }
    }

    @Test func remindersFallDueAheadAndAfterTheDueDay() {
        let schedule = NoticeSchedule(settings: NoticeSettings(daysBeforeDue: 2, overdueDays: [1, 7, 14]))
        let due = Day(year: 2024, month: 3, day: 10)!
        let loan = Loan(id: LoanID(4), copyID: nil, readerID: nil, inventoryNumber: InventoryNumber(unchecked: "1"), ticketNumber: nil,
                        issuedAt: Date(timeIntervalSince1970: 0), dueOn: due)
        let table: [(Int, String?)] = [(-3, nil), (-2, "before_due:4:2024-03-10"), (0, "before_due:4:2024-03-10"),
                                       (1, "overdue1:4:2024-03-10"), (6, "overdue1:4:2024-03-10"), (7, "overdue2:4:2024-03-10"),
                                       (40, "overdue3:4:2024-03-10")]
        for (offset, key) in table {
            #expect(schedule.due(loan, today: due.adding(days: offset))?.key == key, "day \(offset)")
        }
        let off = NoticeSchedule(settings: NoticeSettings(daysBeforeDue: 0, overdueDays: []))
        #expect(off.due(loan, today: due) == nil && off.due(loan, today: due.adding(days: 30)) == nil)
        // A book read in the library: no reminder on its day; one once it has not come back.
        var readHere = loan
        readHere.inLibrary = true
        #expect(schedule.due(readHere, today: due) == nil && schedule.due(readHere, today: due.adding(days: 1))?.key == "overdue1:4:2024-03-10")
    }
}
