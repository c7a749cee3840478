import KartotekaCore

extension EnglishTexts: StatisticsCommandTexts {
    var statsSummary: String { "the library's statistics for a period: loans, visits, readers, the fund" }
    var statsDetails: String {
        "Loans, returns, visits (a day on which a reader borrowed or returned — one a day), active readers, new readers, holds "
            + "placed, overdue at the end of the period; loans by month and by BBK section; the fund at the start and end, received "
            + "and written off. Without --from and --to, this month.\n"
            + "Example: kartoteka stats --from 2027-01-01 --to 2027-12-31 --by class --csv > stats-2027.csv"
    }
    var statsFromHelp: String { "the period's first day (the month's first by default)" }
    var statsToHelp: String { "the period's last day (the month's last by default)" }
    var statsByHelp: String { "break down by branch, class, reader category or BBK section" }
    var statsByExpected: String { "one of: branch, class, category (reader category), section (BBK section)" }
    func statsFundLine(copies: Int, sum: String) -> String { "\(copies) copies, \(sum) roubles" }
}
