/// The names of statistics' figures and parts, as a librarian's monthly and yearly report calls
/// them, in both languages: the page's columns, the CSV file's headings, the command's report.
public enum StatisticsHeading: String, Sendable, CaseIterable {
    case statistics, period, loans, returns, visits, activeReaders, newReaders, holdsPlaced, overdue
    case total, noKey, leavers, loansByMonth, loansBySection, month, section
    case fund, indicator, copies, sum, atStart, received, writtenOff, atEnd

    /// What the heading says.
    public var name: Bilingual { Bilingual { $0.statisticsHeading(self) } }
}
