import Foundation
import KartotekaCore
import KartotekaExchange

/// What `import irbis` and `import iso` share (an option group): the file, its encoding, a dry
/// run, what to do with duplicates, and the import itself.
struct ImportOptions: OptionGroup, ReadsCommandLine {
    /// `--duplicates skip|update|add-copy`.
    static let duplicates = Option<DuplicatePolicy>.choice(
        "duplicates", "skip|update|add-copy", \.duplicatesHelp,
        expected: Bilingual { $0.duplicatesChoices })

    /// The file (`-`: standard input).
    @Read(Argument("file")) var path: String
    /// The file's encoding, if not the library's.
    @Read(ExchangeOptions.encoding) var encoding: IRBISEncoding?
    /// Whether only to report.
    @Read(Flag("dry-run", \.dryRunHelp)) var isDryRun: Bool
    /// What to do with records the library has already.
    @Read(ImportOptions.duplicates, default: .skip) var policy: DuplicatePolicy
    /// The batch copies without a КСУ number of their own join.
    @Read(Option<NumberInYear>.numberInYear("receipt", \.importReceiptHelp)) var receipt: NumberInYear?

    /// Imports the file as `source`, printing progress for large files, then the notes and the summary.
    func run(_ source: ImportSource, _ context: CommandContext) throws {
        let report: ImportSummary
        let receipt = try self.receipt.map { try $0.resolved(at: context.desk()) }
        if path == "-" {
            let bytes = [UInt8](FileHandle.standardInput.readDataToEndOfFile())
            report = try context.desk().importFile(bytes, source: source, encoding: encoding, duplicates: policy, receipt: receipt,
                                                   dryRun: isDryRun) { done, total in
                if total > 2_000 && !context.json && done < total {
                    context.console.error(context.texts.processedOf(done, total: total))
                }
            }
        } else {
            report = try context.desk().importFile(at: path, source: source, encoding: encoding, duplicates: policy, receipt: receipt,
                                                   dryRun: isDryRun) { progress in
                guard !context.json && !progress.isFinal else { return }
                let percent = Int(progress.fractionRead * 100)
                context.console.error(context.texts.processedRecords(progress.recordsDone, percentRead: percent))
            }
        }
        for line in ExchangeOptions.lines(report.notes, context) { context.console.error(line) }
        for problem in report.outcome.problems.prefix(50) {
            context.console.error(context.texts.recordProblem(problem.recordNumber, context.text(problem.message)))
        }
        try context.output(report.outcome, text: report.summary)
    }
}
