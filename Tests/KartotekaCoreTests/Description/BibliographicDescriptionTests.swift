import Testing
@testable import KartotekaCore

/// ГОСТ Р 7.0.100-2018 descriptions with ГОСТ Р 7.0.80-2023 headings, one golden string per kind
/// of record, written after the standard's examples (its appendix А and the law notes' shape).
@Suite("Bibliographic description (ГОСТ Р 7.0.100-2018)")
struct BibliographicDescriptionTests {
    struct Golden: Sendable, CustomTestStringConvertible {
        let kind: String
        let title: Title
        let grades: ClosedRange<Int>?
        let text: String
        var testDescription: String { kind }

        init(_ kind: String, _ title: Title, grades: ClosedRange<Int>? = nil, _ text: String) {
            self.kind = kind
            self.title = title
            self.grades = grades
            self.text = text
        }
    }

    static func isbn(_ text: String) -> ISBN { try! ISBN(parsing: text) }
    static func name(_ surname: String, _ initials: String) -> PersonName { PersonName(surname: surname, initials: initials) }

    static let goldens: [Golden] = [
        Golden("one author", Title(
            isbn: isbn("978-5-04-116453-9"), firstAuthor: name("Лермонтов", "М. Ю."), title: "Герой нашего времени", subtitle: "роман",
            publisher: "Эксмо", city: "Москва", year: 2021, pages: 224),
            "Лермонтов, М. Ю. Герой нашего времени : роман / М. Ю. Лермонтов. – Москва : Эксмо, 2021. – 224 с. – "
                + "ISBN 978-5-04-116453-9. – Текст : непосредственный."),
        Golden("two authors", Title(
            isbn: isbn("978-5-17-118376-9"), firstAuthor: name("Ильф", "И."), otherAuthors: [name("Петров", "Е.")],
            title: "Двенадцать стульев", subtitle: "роман", publisher: "АСТ", city: "Москва", year: 2019, pages: 416),
            "Ильф, И. Двенадцать стульев : роман / И. Ильф, Е. Петров. – Москва : АСТ, 2019. – 416 с. – ISBN 978-5-17-118376-9. – "
                + "Текст : непосредственный."),
        Golden("three authors", Title(
            isbn: isbn("978-5-392-30127-0"), firstAuthor: name("Орлов", "А. С."),
            otherAuthors: [name("Георгиев", "В. А."), name("Георгиева", "Н. Г.")], title: "История России", subtitle: "учебник",
            publisher: "Проспект", city: "Москва", year: 2019, pages: 528),
            "Орлов, А. С. История России : учебник / А. С. Орлов, В. А. Георгиев, Н. Г. Георгиева. – Москва : Проспект, 2019. – "
                + "528 с. – ISBN 978-5-392-30127-0. – Текст : непосредственный."),
        Golden("four authors and more", Title(
            isbn: isbn("978-5-392-31209-2"), firstAuthor: name("Орлов", "А. С."),
            otherAuthors: [name("Георгиев", "В. А."), name("Георгиева", "Н. Г."), name("Сивохина", "Т. А.")],
            title: "История России", subtitle: "учебник", publisher: "Проспект", city: "Москва", year: 2020, pages: 680),
            "История России : учебник / А. С. Орлов [и др.]. – Москва : Проспект, 2020. – 680 с. – ISBN 978-5-392-31209-2. – "
                + "Текст : непосредственный."),
        Golden("no author", Title(
            isbn: isbn("978-5-17-097812-0"), title: "Большой атлас мира", publisher: "АСТ", city: "Москва", year: 2020, pages: 288),
            "Большой атлас мира. – Москва : АСТ, 2020. – 288 с. – ISBN 978-5-17-097812-0. – Текст : непосредственный."),
        Golden("no author, a compiler", Title(
            title: "Русские народные сказки", responsibility: "составитель А. Н. Афанасьев", publisher: "Детская литература",
            city: "Москва", year: 2018, pages: 255),
            "Русские народные сказки / составитель А. Н. Афанасьев. – Москва : Детская литература, 2018. – 255 с. – "
                + "Текст : непосредственный."),
        Golden("a translated book", Title(
            isbn: isbn("978-5-04-108972-6"), firstAuthor: name("Брэдбери", "Р."), title: "451° по Фаренгейту", subtitle: "роман",
            responsibility: "перевод с английского В. Т. Бабенко", publisher: "Эксмо", city: "Москва", year: 2020, pages: 256),
            "Брэдбери, Р. 451° по Фаренгейту : роман / Р. Брэдбери ; перевод с английского В. Т. Бабенко. – Москва : Эксмо, 2020. – "
                + "256 с. – ISBN 978-5-04-108972-6. – Текст : непосредственный."),
        Golden("a multi-volume part", Title(
            firstAuthor: name("Толстой", "Л. Н."), title: "Собрание сочинений", subtitle: "в 22 томах", volume: "Т. 5",
            volumeTitle: "Война и мир", publisher: "Художественная литература", city: "Москва", year: 1980, pages: 415),
            "Толстой, Л. Н. Собрание сочинений : в 22 томах. Т. 5. Война и мир / Л. Н. Толстой. – Москва : Художественная литература, "
                + "1980. – 415 с. – Текст : непосредственный."),
        Golden("a series", Title(
            isbn: isbn("978-5-08-006131-8"), firstAuthor: name("Дюма", "А."), title: "Три мушкетёра", subtitle: "роман",
            responsibility: "перевод с французского В. Вальдман", publisher: "Детская литература", city: "Москва", year: 2017,
            pages: 640, series: "Школьная библиотека", seriesNumber: "12"),
            "Дюма, А. Три мушкетёра : роман / А. Дюма ; перевод с французского В. Вальдман. – Москва : Детская литература, 2017. – "
                + "640 с. – (Школьная библиотека ; 12). – ISBN 978-5-08-006131-8. – Текст : непосредственный."),
        Golden("a series without a number", Title(
            firstAuthor: name("Гайдар", "А. П."), title: "Тимур и его команда", publisher: "Самовар", city: "Москва", year: 2016,
            pages: 96, series: "Школьная библиотека"),
            "Гайдар, А. П. Тимур и его команда / А. П. Гайдар. – Москва : Самовар, 2016. – 96 с. – (Школьная библиотека). – "
                + "Текст : непосредственный."),
        Golden("a textbook with a grade", Title(
            isbn: isbn("978-5-09-103603-9"), firstAuthor: name("Виленкин", "Н. Я."),
            otherAuthors: [name("Жохов", "В. И."), name("Чесноков", "А. С.")], title: "Математика", subtitle: "учебник",
            publisher: "Просвещение", city: "Москва", year: 2023, pages: 271, documentKind: .textbook), grades: 5...5,
            "Виленкин, Н. Я. Математика : 5-й класс : учебник / Н. Я. Виленкин, В. И. Жохов, А. С. Чесноков. – Москва : Просвещение, "
                + "2023. – 271 с. – ISBN 978-5-09-103603-9. – Текст : непосредственный."),
        Golden("a textbook with grades", Title(
            isbn: isbn("978-5-09-099512-2"), firstAuthor: name("Мякишев", "Г. Я."), title: "Физика", subtitle: "базовый уровень : учебник",
            publisher: "Просвещение", city: "Москва", year: 2022, pages: 432, documentKind: .textbook), grades: 10...11,
            "Мякишев, Г. Я. Физика : 10–11-е классы : базовый уровень : учебник / Г. Я. Мякишев. – Москва : Просвещение, 2022. – "
                + "432 с. – ISBN 978-5-09-099512-2. – Текст : непосредственный."),
        Golden("a textbook naming its class", Title(
            firstAuthor: name("Ладыженская", "Т. А."), title: "Русский язык", subtitle: "6 класс : учебник", publisher: "Просвещение",
            city: "Москва", year: 2021, pages: 191, documentKind: .textbook), grades: 6...6,
            "Ладыженская, Т. А. Русский язык : 6 класс : учебник / Т. А. Ладыженская. – Москва : Просвещение, 2021. – 191 с. – "
                + "Текст : непосредственный."),
        Golden("an edition statement", Title(
            isbn: isbn("978-5-8112-6582-4"), firstAuthor: name("Розенталь", "Д. Э."), title: "Справочник по правописанию и стилистике",
            edition: "9-е изд., испр.", publisher: "Айрис-пресс", city: "Москва", year: 2019, pages: 384),
            "Розенталь, Д. Э. Справочник по правописанию и стилистике / Д. Э. Розенталь. – 9-е изд., испр. – Москва : Айрис-пресс, "
                + "2019. – 384 с. – ISBN 978-5-8112-6582-4. – Текст : непосредственный."),
        Golden("an edition statement without a point", Title(
            firstAuthor: name("Пёрышкин", "А. В."), title: "Физика", subtitle: "7 класс", edition: "Стереотипное издание",
            publisher: "Дрофа", city: "Москва", year: 2014, pages: 224),
            "Пёрышкин, А. В. Физика : 7 класс / А. В. Пёрышкин. – Стереотипное издание. – Москва : Дрофа, 2014. – 224 с. – "
                + "Текст : непосредственный."),
        Golden("no ISBN", Title(
            firstAuthor: name("Пушкин", "А. С."), title: "Стихотворения", publisher: "Детская литература", city: "Ленинград",
            year: 1978, pages: 190),
            "Пушкин, А. С. Стихотворения / А. С. Пушкин. – Ленинград : Детская литература, 1978. – 190 с. – Текст : непосредственный."),
        Golden("a collective author", Title(
            isbn: isbn("978-5-09-100231-7"), title: "Федеральный государственный образовательный стандарт основного общего образования",
            collectiveAuthor: "Министерство просвещения Российской Федерации", publisher: "Просвещение", city: "Москва", year: 2022,
            pages: 96),
            "Федеральный государственный образовательный стандарт основного общего образования / Министерство просвещения "
                + "Российской Федерации. – Москва : Просвещение, 2022. – 96 с. – ISBN 978-5-09-100231-7. – Текст : непосредственный."),
        Golden("no publisher", Title(title: "Краеведческий сборник", city: "Тула", year: 2015, pages: 120),
            "Краеведческий сборник. – Тула : [издатель не указан], 2015. – 120 с. – Текст : непосредственный."),
        Golden("no place", Title(title: "Краеведческий сборник", publisher: "Сорока", year: 2015),
            "Краеведческий сборник. – [Место издания не указано] : Сорока, 2015. – Текст : непосредственный."),
        Golden("a title alone", Title(title: "Сборник"), "Сборник. – Текст : непосредственный."),
    ]

    @Test("a golden description", arguments: goldens)
    func golden(_ golden: Golden) {
        #expect(BibliographicDescription(golden.title, grades: golden.grades).text == golden.text)
    }

    @Test func theHeadingIsTheFirstOfUpToThreeAuthors() {
        #expect(BibliographicDescription(Self.goldens[2].title).heading == "Орлов, А. С.")
        #expect(BibliographicDescription(Self.goldens[3].title).heading.isEmpty)
        #expect(BibliographicDescription(Title(firstAuthor: PersonName(surname: "Гомер"), title: "Илиада")).heading == "Гомер")
        // On one line a heading closes with a point, as one of initials does already.
        #expect(BibliographicDescription(Title(firstAuthor: PersonName(surname: "Гомер"), title: "Илиада")).text.hasPrefix("Гомер. Илиада / Гомер"))
        #expect(BibliographicDescription(Title(firstAuthor: PersonName(parsing: "Толстой Л. Н."), title: "Война и мир")).text
            .hasPrefix("Толстой, Л. Н. Война и мир"))
    }

    @Test func aNonTextbookIgnoresGrades() {
        let title = Title(title: "Математика", documentKind: .other)
        #expect(BibliographicDescription(title, grades: 5...5).text == "Математика. – Текст : непосредственный.")
    }
}
