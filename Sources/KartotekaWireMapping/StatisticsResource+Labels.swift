import KartotekaCore
import KartotekaWire

extension StatisticsResource {
    /// The figures' headings, in the order tables show them.
    public static let figureHeadings: [StatisticsHeading] = [.loans, .returns, .visits, .activeReaders, .newReaders, .holdsPlaced, .overdue]

    /// What the breakdown's column is called, or nothing without one.
    public func groupingName(in language: Language) -> String {
        by.flatMap(StatisticsGrouping.init(rawValue:))?.name.text(in: language) ?? ""
    }

    /// A line's name for people: a branch's code and name, a class, a category, a section's
    /// name, or «not recorded».
    public func label(of row: StatisticsRowResource, in language: Language) -> String {
        if row.key.isEmpty { return StatisticsHeading.noKey.name.text(in: language) }
        if by == StatisticsGrouping.schoolClass.rawValue, row.key == StatisticsGrouping.leaversKey {
            return StatisticsHeading.leavers.name.text(in: language)
        }
        if by == StatisticsGrouping.section.rawValue, let section = BBKSection(rawValue: row.key) { return section.name.text(in: language) }
        return [row.key, row.name].compactMap { $0 }.joined(separator: " ")
    }

    /// A section's name for people.
    public static func sectionName(_ code: String, in language: Language) -> String {
        BBKSection(rawValue: code)?.name.text(in: language) ?? code
    }

    /// The period, `01.03.2027 – 31.03.2027` (in Russian).
    public func periodText(in language: Language) -> String {
        [from, to].map { (try? Day(parsing: $0))?.text(in: language) ?? $0 }.joined(separator: " – ")
    }

    /// A sum (`1400.00`) as the language writes it: a decimal comma in Russian.
    public static func money(_ text: String, in language: Language) -> String {
        language == .russian ? text.replacingOccurrences(of: ".", with: ",") : text
    }

    /// The lines that have a fund of their own (by branch, by section).
    public var fundRows: [StatisticsRowResource] { rows.filter { $0.fund != nil } }
}

extension StatisticsFiguresResource {
    /// The figures in the order of ``StatisticsResource/figureHeadings``; `nil` for what is not counted.
    public var values: [Int?] { [loans, returns, visits, activeReaders, newReaders, holdsPlaced, overdue] }
}
