extension BibliographicDescription {
    /// The areas of the description, joined: title and responsibility, edition, publication,
    /// physical description, series, ISBN, content and carrier.
    static func areas(of title: Title, persons: [PersonName], grades: ClosedRange<Int>?) -> String {
        let areas = [
            titleArea(title, persons: persons, grades: grades),
            title.edition,
            publication(title),
            title.pages.map { "\($0) с." } ?? "",
            series(title),
            title.isbn.map { "ISBN \($0.hyphenated)" } ?? "",
            contentAndCarrier,
        ]
        return joined(areas.filter { !$0.isEmpty }, by: areaSeparator) + "."
    }

    /// `Собрание сочинений : в 22 томах. Т. 5. Война и мир / Л. Н. Толстой ; перевод…`.
    static func titleArea(_ title: Title, persons: [PersonName], grades: ClosedRange<Int>?) -> String {
        var area = title.title
        var other = title.subtitle.isEmpty ? [] : [title.subtitle]
        if title.documentKind == .textbook, let grades, !title.subtitle.lowercased().contains("класс") {
            other.insert(gradesText(grades), at: 0)
        }
        for information in other { area += " : \(information)" }
        for part in [title.volume, title.volumeTitle] where !part.isEmpty { area = joined([area, part], by: ". ") }
        let responsibility = statements(title, persons: persons)
        if !responsibility.isEmpty { area += " / \(responsibility)" }
        return area
    }

    /// The statements of responsibility: the authors, a collective author, the others.
    static func statements(_ title: Title, persons: [PersonName]) -> String {
        var authors = persons.map(\.initialsFirst)
        if authors.count > mostAuthorsInHeading { authors = ["\(authors[0]) [и др.]"] }
        let first = authors.joined(separator: ", ")
        return [first, title.collectiveAuthor, title.responsibility].filter { !$0.isEmpty }.joined(separator: " ; ")
    }

    /// `5-й класс`, `10–11-е классы`.
    static func gradesText(_ grades: ClosedRange<Int>) -> String {
        grades.lowerBound == grades.upperBound ? "\(grades.lowerBound)-й класс" : "\(grades.lowerBound)–\(grades.upperBound)-е классы"
    }

    /// `Москва : Эксмо, 2019`; a place or a publisher not known is said so in brackets; empty when
    /// nothing of it is known.
    static func publication(_ title: Title) -> String {
        guard !title.city.isEmpty || !title.publisher.isEmpty || title.year != nil else { return "" }
        let place = title.city.isEmpty ? "[Место издания не указано]" : title.city
        let publisher = title.publisher.isEmpty ? "[издатель не указан]" : title.publisher
        return "\(place) : \(publisher)" + (title.year.map { ", \($0)" } ?? "")
    }

    /// `(Библиотека приключений ; 5)`; empty without a series.
    static func series(_ title: Title) -> String {
        guard !title.series.isEmpty else { return "" }
        return title.seriesNumber.isEmpty ? "(\(title.series))" : "(\(title.series) ; \(title.seriesNumber))"
    }

    /// The parts joined by `separator`, whose leading point is left out after a part that ends
    /// with one (`2-е изд. – Москва`).
    static func joined(_ parts: [String], by separator: String) -> String {
        var result = ""
        for part in parts {
            if result.isEmpty { result = part; continue }
            result += result.hasSuffix(".") && separator.hasPrefix(".") ? String(separator.dropFirst()) : separator
            result += part
        }
        return result
    }
}
