import KartotekaCore

/// Real books for the search contract tests, with what each search must tell apart: authors
/// whose names decline, a word in the title or the subjects or the annotation, classes, a sign.
enum SearchSamples {
    static func book(_ title: String, _ author: String, year: Int, bbk: String = "84(2Рос=Рус)1", udc: String = "821.161.1-31",
                     isbn: String? = nil, sign: String = "", keywords: [String] = [], annotation: String = "") -> Title {
        Title(isbn: isbn.map { try! ISBN(parsing: $0) }, firstAuthor: PersonName(parsing: author), title: title, publisher: "Эксмо",
              city: "Москва", year: year, bbk: bbk, udc: udc, authorSign: sign, language: "rus", annotation: annotation,
              keywords: keywords)
    }

    static let books: [Title] = [
        book("Война и мир", "Толстой Л. Н.", year: 2020, sign: "Т53", keywords: ["роман-эпопея"]),
        book("Анна Каренина", "Толстой Л. Н.", year: 2018, sign: "Т53", keywords: ["роман"]),
        book("Капитанская дочка", "Пушкин А. С.", year: 2019, sign: "П91", keywords: ["повесть"]),
        book("Пиковая дама", "Пушкин А. С.", year: 2015, sign: "П91",
             annotation: "Германн узнаёт тайну трёх карт; дуэль здесь ни при чём."),
        book("Герой нашего времени", "Лермонтов М. Ю.", year: 2018, isbn: "978-5-17-079585-7", sign: "Л49",
             keywords: ["роман", "классика", "дуэль"]),
        book("Дуэль", "Чехов А. П.", year: 2017, sign: "Ч-56", keywords: ["повесть"]),
        book("Ёлка у Ивановых", "Введенский А. И.", year: 2021, udc: "821.161.1-2", sign: "В24", keywords: ["пьеса"]),
        book("Стихи про войну", "Симонов К. М.", year: 2015, bbk: "84(2Рос=Рус)6", udc: "821.161.1-1", sign: "С37"),
        book("Пушкин в жизни", "Вересаев В. В.", year: 2016, bbk: "83.3(2Рос=Рус)1", udc: "929", sign: "В31"),
        Title(firstAuthor: PersonName(parsing: "Wells H. G."), title: "The War of the Worlds", publisher: "Penguin", city: "London",
              year: 2005, bbk: "84(4Вел)6", udc: "821.111-31", authorSign: "W46", language: "eng"),
    ]
}
