import KartotekaCore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// The age marks (436-ФЗ): the titles published in 2012 or later that still need one, as a page
/// to print or download (the API's is ``ListsAPI/missingAgeMarks``).
enum AgeMarkPages {
    static let endpoints: [any EndpointDeclaration] = [missingPage, missingCSV, openPage, openCSV]

    static let missingPage: PageRoute<Void> = Endpoint.page(.get, "/age-marks/missing", .permission(.lookUp)) { context in
        PrintLayout.page(context.page.texts.titlesWithoutAgeMark, context.page, back: ListPages.overview.path, csv: AgeMarkPages.missingCSV.path,
                         body: """
                            <h1>\(context.page.texts.titlesWithoutAgeMark)</h1>
                            \(ListDocuments.table(id: "titles-without-age-mark", rows(context.page, try context.ask(TitlesWithoutAgeMark()))))
                            """)
    }

    static let missingCSV: PageRoute<Void> = Endpoint.page(.get, "/age-marks/missing/csv", .permission(.lookUp)) { context in
        PrintLayout.csv(CSVWriter.file(rows(context.page, try context.ask(TitlesWithoutAgeMark()))), name: "titles-without-age-mark.csv")
    }

    static func rows(_ context: PageContext, _ titles: [TitleSummary]) -> [[String]] {
        [["№", context.texts.catalogueTitle, context.texts.yearHeading]]
            + titles.map { [String($0.record.id.rawValue), $0.record.title.shortDescription, $0.record.title.year.map(String.init) ?? ""] }
    }

    static let openPage: PageRoute<Void> = Endpoint.page(.get, "/age-marks/outside-closed", .permission(.lookUp)) { context in
        let open = try context.ask(AdultCopiesInTheOpen())
        let texts = context.page.texts
        let places = open.closed.isEmpty ? texts.noClosedPlaces : open.closed.joined(separator: ", ")
        return PrintLayout.page(texts.adultCopiesInTheOpen, context.page, back: ListPages.overview.path, csv: AgeMarkPages.openCSV.path,
                                body: """
                                    <h1>\(texts.adultCopiesInTheOpen)</h1>
                                    <p class="subtitle" id="closed-places">\(texts.closedToChildrenField): \(places)</p>
                                    \(ListDocuments.table(id: "adult-copies-in-the-open", openRows(context.page, open.copies)))
                                    """)
    }

    static let openCSV: PageRoute<Void> = Endpoint.page(.get, "/age-marks/outside-closed/csv", .permission(.lookUp)) { context in
        PrintLayout.csv(CSVWriter.file(openRows(context.page, try context.ask(AdultCopiesInTheOpen()).copies)), name: "adult-copies-in-the-open.csv")
    }

    static func openRows(_ context: PageContext, _ copies: [OpenAdultCopy]) -> [[String]] {
        [[context.texts.catalogueTitle, context.texts.inventoryNumberHeading, context.texts.storagePlaceHeading]]
            + copies.map { [$0.title, $0.inventoryNumber.rawValue, $0.storagePlace] }
    }
}
