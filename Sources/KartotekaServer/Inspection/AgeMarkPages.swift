import KartotekaCore
import KartotekaUseCases
import KartotekaWire

/// The age marks (436-ФЗ): the titles published in 2012 or later that still need one, in the
/// API (`/api/v1/age-marks/missing`) and as a page to print or download.
enum AgeMarkPages {
    static let endpoints = [missingAPI, missingPage, missingCSV]

    static let missingAPI = Endpoint.api(
        .get, "/api/v1/age-marks/missing", .permission(.lookUp),
        Operation("listTitlesWithoutAgeMark", "The titles published in 2012 or later without an age mark (or marked `\(AgeMark.undetermined.rawValue)`).",
                  tag: .inspection),
        answer: .list(Schemas.titleListItem, "The titles, by id.")
    ) { context in
        try context.ask(TitlesWithoutAgeMark()).map(TitleResource.init)
    }

    static let missingPage = Endpoint.page(.get, "/age-marks/missing", .permission(.lookUp)) { context in
        PrintLayout.page(context.page.texts.titlesWithoutAgeMark, context.page, back: "/lists", csv: "/age-marks/missing/csv",
                         body: """
                            <h1>\(context.page.texts.titlesWithoutAgeMark)</h1>
                            \(ListDocuments.table(id: "titles-without-age-mark", rows(context.page, try context.ask(TitlesWithoutAgeMark()))))
                            """)
    }

    static let missingCSV = Endpoint.page(.get, "/age-marks/missing/csv", .permission(.lookUp)) { context in
        PrintLayout.csv(CSVWriter.file(rows(context.page, try context.ask(TitlesWithoutAgeMark()))), name: "titles-without-age-mark.csv")
    }

    static func rows(_ context: PageContext, _ titles: [TitleRecord]) -> [[String]] {
        [["№", context.texts.catalogueTitle, context.texts.yearHeading]]
            + titles.map { [String($0.id.rawValue), $0.title.shortDescription, $0.title.year.map(String.init) ?? ""] }
    }
}
