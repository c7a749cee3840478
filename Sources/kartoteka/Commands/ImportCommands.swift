import Foundation
import KartotekaCore
import KartotekaExchange

/// `import irbis` and `import iso`: loading IRBIS and RUSMARC files.
enum ImportCommands {
    static let all: [CommandSpec] = [irbis, iso]

    static let common: [OptionSpec] = [
        .flag("dry-run", "только показать, что изменится; ничего не сохранять", "only report what would change; store nothing"),
        .value("duplicates", "skip|update|add-copy", "что делать с уже имеющимися (по ISBN, инв. номеру, билету); по умолчанию skip",
               "what to do with records already in the library (by ISBN, inventory number, ticket); default skip"),
    ]

    static let irbis = CommandSpec(
        "import irbis", Bilingual(ru: "загрузить файл ИРБИС в текстовом формате обмена", en: "load an IRBIS text exchange file"),
        arguments: ["file"], options: [ExchangeOptions.encoding] + common, worksRemotely: true
    ) { context, input in
        try run(context, input, source: .irbisText)
    }

    static let iso = CommandSpec(
        "import iso", Bilingual(ru: "загрузить файл ISO 2709 (ИРБИС или RUSMARC)", en: "load an ISO 2709 file (IRBIS or RUSMARC)"),
        arguments: ["file"],
        options: [.value("format", "irbis|rusmarc", "разметка записей: теги ИРБИС или RUSMARC", "record tagging: IRBIS or RUSMARC"),
                  ExchangeOptions.encoding] + common,
        worksRemotely: true
    ) { context, input in
        let format = try input.required("format")
        switch format.lowercased() {
        case "irbis": try run(context, input, source: .irbisISO)
        case "rusmarc": try run(context, input, source: .rusmarcISO)
        default:
            throw UsageError.invalidValue(option: "format", value: format, expected: Bilingual(ru: "irbis или rusmarc.", en: "irbis or rusmarc."))
        }
    }

    static func run(_ context: CommandContext, _ input: CommandInput, source: ImportSource) throws {
        var policy = DuplicatePolicy.skip
        if let text = input.option("duplicates") {
            guard let chosen = DuplicatePolicy(rawValue: text) else {
                throw UsageError.invalidValue(option: "duplicates", value: text, expected: Bilingual(
                    ru: "skip, update или add-copy.", en: "skip, update or add-copy."))
            }
            policy = chosen
        }
        let path = input.positionals[0]
        let encoding = try ExchangeOptions.encoding(input)
        let dryRun = input.flag("dry-run")
        let report: ImportSummary
        if path == "-" {
            let bytes = [UInt8](FileHandle.standardInput.readDataToEndOfFile())
            report = try context.desk().importFile(bytes, source: source, encoding: encoding, duplicates: policy, dryRun: dryRun) { done, total in
                if total > 2_000 && !context.json && done < total {
                    context.console.error(context.text(ru: "Обработано \(done) из \(total)…", en: "Processed \(done) of \(total)…"))
                }
            }
        } else {
            report = try context.desk().importFile(at: path, source: source, encoding: encoding, duplicates: policy, dryRun: dryRun) { progress in
                guard !context.json && !progress.isFinal else { return }
                let percent = Int(progress.fractionRead * 100)
                context.console.error(context.text(ru: "Обработано записей: \(progress.recordsDone) (прочитано \(percent)% файла)…",
                                                   en: "Processed \(progress.recordsDone) records (\(percent)% of the file read)…"))
            }
        }
        for line in ExchangeOptions.lines(report.notes, context) { context.console.error(line) }
        for problem in report.outcome.problems.prefix(50) {
            context.console.error(context.text(ru: "Запись \(problem.recordNumber): ", en: "Record \(problem.recordNumber): ") + context.text(problem.message))
        }
        try context.output(report.outcome, text: report.summary)
    }
}
