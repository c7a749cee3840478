import KartotekaCore
import KartotekaWire

/// `textbook provision [--csv]`: provision with textbooks today, a line per class and subject.
struct TextbookProvisionCommand: CSVReportCommand {
    static let configuration = CommandConfiguration("textbook provision", Bilingual { $0.textbookProvisionSummary }, worksRemotely: true)

    let csv: Bool

    func run(_ context: CommandContext) throws {
        let report = try context.desk().textbookProvision()
        if csv { return AccountingOptions.printCSV(report.csv, context) }
        try context.output(report, text: report.rows.isEmpty ? context.texts.textbookProvisionNone : report.rows.map { row in
            "\(row.schoolClass)  \(row.subject) (\(row.grades)): \(row.copies)/\(row.pupils) = \(row.percent)%"
                + (row.shortfall > 0 ? ", −\(row.shortfall)" : "")
        }.joined(separator: "\n"))
    }
}
