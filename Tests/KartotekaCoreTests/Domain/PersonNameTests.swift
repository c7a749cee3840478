import Testing
@testable import KartotekaCore
@testable import KartotekaValues

@Suite("Person names (authors)")
struct PersonNameTests {
    @Test func tidiesWhitespace() {
        let name = PersonName(surname: "  Лермонтов ", initials: " М.  Ю. ", givenNames: "Михаил \n Юрьевич")
        #expect(name.surname == "Лермонтов")
        #expect(name.initials == "М. Ю.")
        #expect(name.givenNames == "Михаил Юрьевич")
    }

    @Test("derives initials from the given names when none are typed", arguments: [
        ("Михаил Юрьевич", "М. Ю."),
        ("михаил", "М."),
        ("Жан-Поль", "Ж.-П."),
        ("Mark", "M."),
        ("", ""),
    ])
    func derivesInitials(givenNames: String, initials: String) {
        #expect(PersonName(surname: "X", givenNames: givenNames).initials == initials)
    }

    @Test("normalises typed initials", arguments: [
        ("М.Ю.", "М. Ю."),
        ("М. Ю.", "М. Ю."),
        ("М.  Ю. ", "М. Ю."),
        ("М. Ю", "М. Ю."),
        ("МЮ", "МЮ"),
        ("Вл. С.", "Вл. С."),
        ("Ж.-П.", "Ж.-П."),
        ("Ж. - П.", "Ж.-П."),
    ])
    func normalisesInitials(typed: String, initials: String) {
        #expect(PersonName(surname: "X", initials: typed).initials == initials)
    }

    @Test func typedInitialsWinOverGivenNames() {
        #expect(PersonName(surname: "Лермонтов", initials: "М.", givenNames: "Михаил Юрьевич").initials == "М.")
    }

    @Test func writesShortAndInitialsFirstForms() {
        let name = PersonName(surname: "Лермонтов", givenNames: "Михаил Юрьевич")
        #expect(name.shortForm == "Лермонтов М. Ю.")
        #expect(name.initialsFirst == "М. Ю. Лермонтов")
        #expect(PersonName(surname: "Гомер").shortForm == "Гомер")
        #expect(PersonName(surname: "Гомер").initialsFirst == "Гомер")
        #expect(PersonName(surname: " ").isEmpty)
        #expect(!PersonName(surname: "", initials: "А.").isEmpty)
    }

    /// A list on one line keeps the given names when they make the initials; a long list falls
    /// back to initials so that it stays within its limit.
    @Test func writesTheListForm() {
        #expect(PersonName(surname: "Лермонтов", givenNames: "Михаил Юрьевич").listForm == "Лермонтов, Михаил Юрьевич")
        #expect(PersonName(surname: "Лермонтов", initials: "М. Ю.").listForm == "Лермонтов М. Ю.")
        #expect(PersonName(surname: "Соловьёв", initials: "Вл. С.", givenNames: "Владимир Сергеевич").listForm == "Соловьёв Вл. С.")
        let names = [PersonName(surname: "Лермонтов", givenNames: "Михаил Юрьевич"), PersonName(surname: "Пушкин", givenNames: "Александр Сергеевич")]
        #expect(PersonName.listForms(names, within: 100) == ["Лермонтов, Михаил Юрьевич", "Пушкин, Александр Сергеевич"])
        #expect(PersonName.listForms(names, within: 40) == ["Лермонтов М. Ю.", "Пушкин А. С."])
        #expect(names.map { PersonName(parsing: $0.listForm) } == names)
    }

    @Test("splits names as providers and people write them", arguments: [
        ("Михаил Лермонтов", "Лермонтов", "М.", "Михаил"),
        ("Михаил Юрьевич Лермонтов", "Лермонтов", "М. Ю.", "Михаил Юрьевич"),
        ("Лермонтов Михаил Юрьевич", "Лермонтов", "М. Ю.", "Михаил Юрьевич"),
        ("Ульянова Мария Ильинична", "Ульянова", "М. И.", "Мария Ильинична"),
        ("Толстой Лев Николаевич", "Толстой", "Л. Н.", "Лев Николаевич"),
        ("Анна Петровна Абрамович", "Абрамович", "А. П.", "Анна Петровна"),
        ("Иван Ильич Петрович", "Петрович", "И. И.", "Иван Ильич"),
        ("Лермонтов, Михаил Юрьевич", "Лермонтов", "М. Ю.", "Михаил Юрьевич"),
        ("Лермонтов, М. Ю.", "Лермонтов", "М. Ю.", ""),
        ("М. Ю. Лермонтов", "Лермонтов", "М. Ю.", ""),
        ("Лермонтов М. Ю.", "Лермонтов", "М. Ю.", ""),
        ("Лермонтов М.Ю.", "Лермонтов", "М. Ю.", ""),
        ("Римский-Корсаков Н. А.", "Римский-Корсаков", "Н. А.", ""),
        ("Mark Twain", "Twain", "M.", "Mark"),
        ("  Лермонтов  ", "Лермонтов", "", ""),
        ("Сартр, Жан-Поль", "Сартр", "Ж.-П.", "Жан-Поль"),
        ("Сартр Ж.-П.", "Сартр", "Ж.-П.", ""),
        ("Ж.-П. Сартр", "Сартр", "Ж.-П.", ""),
        ("Сартр, Ж.-П.", "Сартр", "Ж.-П.", ""),
    ])
    func parses(text: String, surname: String, initials: String, givenNames: String) {
        let name = PersonName(parsing: text)
        #expect(name.surname == surname)
        #expect(name.initials == initials)
        #expect(name.givenNames == givenNames)
    }

    /// A title's other authors are shown in a form as their short forms and read back from it,
    /// so editing a title must not change them.
    @Test("reads its own short form back", arguments: [
        PersonName(surname: "Лермонтов", givenNames: "Михаил Юрьевич"),
        PersonName(surname: "Сартр", givenNames: "Жан-Поль"),
        PersonName(surname: "Римский-Корсаков", initials: "Н. А."),
        PersonName(surname: "Twain", givenNames: "Mark"),
        PersonName(surname: "Гомер"),
    ])
    func shortFormRoundTrips(name: PersonName) {
        let read = PersonName(parsing: name.shortForm)
        #expect(read.surname == name.surname)
        #expect(read.initials == name.initials)
    }
}
