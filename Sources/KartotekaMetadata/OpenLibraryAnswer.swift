import KartotekaCore

/// One edition in Open Library's `api/books?…&format=json&jscmd=data` answer, which is an
/// object keyed by the bibkeys as sent. Only the fields Kartoteka reads; all optional.
struct OpenLibraryEdition: Decodable {
    struct Named: Decodable {
        var name: String?
    }

    struct Cover: Decodable {
        var small: String?
        var medium: String?
        var large: String?
    }

    var title: String?
    var subtitle: String?
    var authors: [Named]?
    var publishers: [Named]?
    var publishPlaces: [Named]?
    var publishDate: String?
    var numberOfPages: Int?
    var subjects: [Named]?
    var cover: Cover?
    /// The series, `Signet classics` or `Penguin classics ; 123` (one text or a list of them).
    var series: Texts?

    /// What Open Library gives as one text or as a list of them.
    struct Texts: Decodable {
        var values: [String]

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            values = (try? container.decode([String].self)) ?? [(try? container.decode(String.self)) ?? ""]
        }
    }

    enum CodingKeys: String, CodingKey {
        case title, subtitle, authors, publishers, subjects, cover, series
        case publishPlaces = "publish_places"
        case publishDate = "publish_date"
        case numberOfPages = "number_of_pages"
    }
}

extension OpenLibraryEdition {
    /// The edition as a look-up's candidate from `source`.
    func candidate(source: String, isbn: ISBN) -> MetadataCandidate {
        let names = { (list: [Named]?) in
            (list ?? []).compactMap { $0.name?.collapsedWhitespace }.filter { !$0.isEmpty }
        }
        var candidate = MetadataCandidate(
            source: source, isbn: isbn, title: (title ?? "").collapsedWhitespace, subtitle: (subtitle ?? "").collapsedWhitespace,
            authors: names(authors).map(PersonName.init(parsing:)), publisher: names(publishers).first ?? "",
            city: names(publishPlaces).first ?? "", year: Year.first(in: publishDate), pages: numberOfPages.flatMap { $0 > 0 ? $0 : nil },
            coverURL: cover.flatMap { $0.medium ?? $0.large ?? $0.small }, subjects: names(subjects))
        // `Name ; 5`: the series and the book's number in it, as ISBD writes them.
        if let series = series?.values.map(\.collapsedWhitespace).first(where: { !$0.isEmpty }) {
            let parts = series.split(separator: ";", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            candidate.otherFields.series = parts[0]
            candidate.otherFields.seriesNumber = parts.count > 1 ? parts[1] : ""
        }
        return candidate
    }
}
