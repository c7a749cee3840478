import KartotekaCore
import KartotekaWire

/// `textbook orders [--csv]`: the textbooks that fall out of the Federal list before the next
/// school year, and the order list for the next three school years.
struct TextbookOrdersCommand: CSVReportCommand {
    static let configuration = CommandConfiguration("textbook orders", Bilingual { $0.textbookOrdersSummary }, worksRemotely: true)

    let csv: Bool

    func run(_ context: CommandContext) throws {
        let plan = try context.desk().textbookOrderPlan()
        if csv { return AccountingOptions.printCSV(plan.csv, context) }
        let texts = context.texts
        let replace = plan.replace.isEmpty ? [texts.textbookReplaceNone] : [texts.textbookReplaceHeading(before: plan.nextYearStart)]
            + plan.replace.map { "  № \($0.cardNumber)  \($0.fpuNumber)  \($0.description) (\($0.subject), \($0.grades)): \($0.usableUntil ?? ""), \($0.copies)" }
        let order = [texts.textbookOrderHeading] + plan.lines.map { line in
            "  \(line.schoolYear)  \(line.subject) (\(line.grades)): \(line.pupils), \(line.copies), \(line.toOrder) — "
                + (line.textbook.map { "\($0.description) \($0.fpuNumber)" } ?? texts.textbookChooseFromList)
        }
        try context.output(plan, text: (replace + [""] + order).joined(separator: "\n"))
    }
}
