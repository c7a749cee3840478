extension EnglishTexts: StatisticsTexts {
    var statisticsByBranch: String { "Branch" }
    var statisticsByClass: String { "Class" }
    var statisticsByCategory: String { "Reader category" }
    var statisticsBySection: String { "BBK section" }
    func statisticsGroupingUnknown(_ text: String) -> String {
        "Statistics cannot be broken down by “\(text)”. Choose one of: branch, class, category (reader category), section (BBK section)."
    }
    func statisticsHeading(_ heading: StatisticsHeading) -> String {
        switch heading {
        case .statistics: "Library statistics"
        case .period: "Period"
        case .loans: "Loans"
        case .returns: "Returns"
        case .visits: "Visits"
        case .activeReaders: "Active readers"
        case .newReaders: "New readers"
        case .holdsPlaced: "Holds placed"
        case .overdue: "Overdue at the end"
        case .total: "Total"
        case .noKey: "not recorded"
        case .leavers: "school leavers"
        case .loansByMonth: "Loans by month"
        case .loansBySection: "Loans by BBK section"
        case .month: "Month"
        case .section: "Section"
        case .fund: "The fund"
        case .indicator: "Figure"
        case .copies: "Copies"
        case .sum: "Sum, roubles"
        case .atStart: "At the start of the period"
        case .received: "Received"
        case .writtenOff: "Written off"
        case .atEnd: "At the end of the period"
        }
    }
}
