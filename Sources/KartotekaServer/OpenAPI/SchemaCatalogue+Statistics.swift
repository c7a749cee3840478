import KartotekaCore

/// The schemas of a library's statistics.
extension SchemaCatalogue {
    static var statistics: [String: JSONValue] {
        [
            "StatisticsFigures": S.object(
                "The desk's figures of a period.",
                required: ["loans", "returns", "visits", "activeReaders", "holdsPlaced", "overdue"],
                properties: [
                    "loans": S.integer("Книговыдача: copies lent.", minimum: 0), "returns": S.integer("Copies taken back.", minimum: 0),
                    "visits": S.integer("Visits: one per reader and day on which they borrowed or returned.", minimum: 0),
                    "activeReaders": S.integer("Readers who borrowed or returned.", minimum: 0),
                    "newReaders": S.integer("Readers registered; absent by branch and by section.", minimum: 0),
                    "holdsPlaced": S.integer("Holds placed.", minimum: 0),
                    "overdue": S.integer("Loans due by the last day and not back at its end.", minimum: 0),
                ]),
            "Statistics": S.object(
                "A library's statistics for a period: the whole library, a line per branch, class, category or BBK section when "
                    + "asked, loans by month and by section, and the fund's movement. Visits and readers count once in the total "
                    + "however many lines they appear on.",
                required: ["from", "to", "total", "rows", "months", "sections", "fund"],
                properties: [
                    "from": S.string(format: "date"), "to": S.string(format: "date"),
                    "by": S.string(values: StatisticsGrouping.allCases.map(\.rawValue)), "total": S.ref("StatisticsFigures"),
                    "rows": S.array(S.object("A line of the breakdown; `fund` by branch (its own copies) and by section only.",
                                             required: ["key", "figures"], properties: [
                        "key": S.string("A branch's code, a class, a category or a section; empty for none recorded."),
                        "name": S.string("A branch's name."), "figures": S.ref("StatisticsFigures"),
                        "fund": S.ref("SummaryBookMovement"),
                    ])),
                    "months": S.array(S.object(required: ["month", "loans"], properties: [
                        "month": S.string("`2027-03`."), "loans": S.count,
                    ])),
                    "sections": S.array(S.object(required: ["section", "loans"], properties: [
                        "section": S.string(values: BBKSection.allCases.map(\.rawValue)), "loans": S.count,
                    ])),
                    "fund": S.ref("SummaryBookMovement"),
                ]),
        ]
    }
}
