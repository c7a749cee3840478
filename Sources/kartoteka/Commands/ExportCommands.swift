import Foundation
import KartotekaCore
import KartotekaExchange

/// `export irbis` and `export iso`: records for IRBIS64, to a file, standard output or e-mail.
enum ExportCommands {
    static let all: [CommandSpec] = [command(.text), command(.iso2709)]

    static let selectionOptions: [OptionSpec] = [
        .value("inventory", "N", "книга этого экземпляра", "the title of this copy"),
        .value("id", "ID", "книга с этим номером", "the title with this number"),
        .value("ticket", "T", "читатель с этим билетом (с книгами на руках, поле 40)", "the reader with this ticket (with loans, field 40)"),
        .flag("all", "весь каталог (с --readers — все читатели)", "the whole catalogue (with --readers: every reader)"),
        .value("since", "YYYY-MM-DD", "книги (с --readers — читатели), изменённые с этого дня", "titles (with --readers: readers) changed since this day"),
        .flag("readers", "выгрузить читателей (база RDR), а не каталог", "export readers (database RDR) rather than the catalogue"),
        ExchangeOptions.encoding,
        .value("output", "FILE", "записать в файл (-o FILE; по умолчанию — стандартный вывод)", "write to a file (-o FILE; default standard output)"),
    ] + MailOptions.all

    static func command(_ format: IRBISFileFormat) -> CommandSpec {
        let name = format == .text ? "export irbis" : "export iso"
        let summary = format == .text
            ? Bilingual(ru: "выгрузка для ИРБИС64 в текстовом формате обмена", en: "export for IRBIS64 in the text exchange format")
            : Bilingual(ru: "выгрузка для ИРБИС64 в ISO 2709", en: "export for IRBIS64 in ISO 2709")
        return CommandSpec(name, summary, options: selectionOptions, details: Bilingual(
            ru: "Укажите одно: --inventory, --id, --ticket, --all или --since.\nПример: kartoteka export irbis --inventory 12345 -o book.txt\nПо почте: kartoteka export irbis --all --mail-to irbis@library.ru --smtp-url smtp://mail.library.ru:587 --smtp-user desk --smtp-password-file ~/.smtp\nЧерез сервер (--server) письмо отправляет сервер с почтовым сервером из настроек библиотеки; параметры --smtp-* не нужны.",
            en: "Give one of: --inventory, --id, --ticket, --all or --since.\nExample: kartoteka export irbis --inventory 12345 -o book.txt\nBy e-mail: kartoteka export irbis --all --mail-to irbis@library.ru --smtp-url smtp://mail.library.ru:587 --smtp-user desk --smtp-password-file ~/.smtp\nThrough a server (--server) the server sends the message with the mail server in the library's settings; no --smtp-* options are needed."),
            worksRemotely: true
        ) { context, input in
            let order = ExportOrder(records: try records(input), format: format, encoding: try ExchangeOptions.encoding(input))
            let file = try context.desk().export(order)
            for line in ExchangeOptions.lines(file.diagnostics.map { ExchangeNote($0, language: context.language) }, context) { context.console.error(line) }
            if let path = input.option("output") {
                try Data(file.bytes).write(to: URL(fileURLWithPath: path))
                context.console.error(context.text(ru: "Записано записей: \(file.recordCount) → \(path)", en: "Records written: \(file.recordCount) → \(path)"))
            }
            if MailOptions.requested(input) {
                try MailOptions.send(file, of: order, input: input, context: context)
            } else if input.option("output") == nil {
                FileHandle.standardOutput.write(Data(file.bytes))
            }
        }
    }

    /// The records the options name: exactly one of `--inventory`, `--id`, `--ticket`, `--all`, `--since`.
    static func records(_ input: CommandInput) throws -> ExportOrder.Records {
        let chosen = ["inventory", "id", "ticket", "since"].filter { input.option($0) != nil } + (input.flag("all") ? ["all"] : [])
        guard chosen.count == 1 else {
            if chosen.isEmpty { throw UsageError.missingOption("inventory | --id | --ticket | --all | --since", command: input.command) }
            throw UsageError.conflictingOptions(chosen[0], chosen[1])
        }
        let readers = input.flag("readers") || input.option("ticket") != nil
        switch chosen[0] {
        case "inventory":
            return .titleOfCopy(try input.inventoryNumber())
        case "id":
            let text = try input.required("id")
            guard let id = TitleID(parsing: text) else {
                throw UsageError.invalidValue(option: "id", value: text, expected: Bilingual(ru: "нужно целое число.", en: "expected a whole number."))
            }
            return .title(id)
        case "ticket":
            return .reader(try input.ticketNumber())
        case "since":
            return .changedSince(try input.day("since")!, readers: readers)
        default:
            return .all(readers: readers)
        }
    }
}
