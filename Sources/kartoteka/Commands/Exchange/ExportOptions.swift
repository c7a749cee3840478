import Foundation
import KartotekaCore
import KartotekaExchange

/// The options `export irbis` and `export iso` share (an option group, as swift-argument-parser
/// calls it): which records, the encoding, where the file goes. Read once; the command says
/// which format.
struct ExportOptions: OptionGroup {
    /// `--inventory N`.
    static let inventory = Option<InventoryNumber>.inventoryNumber("inventory", "книга этого экземпляра", "the title of this copy")
    /// `--id ID`.
    static let id = Option<TitleID>.rowID("id", "ID", "книга с этим номером", "the title with this number")
    /// `--ticket T`.
    static let ticket = Option<TicketNumber>.ticketNumber("ticket", "читатель с этим билетом (с книгами на руках, поле 40)",
                                                          "the reader with this ticket (with loans, field 40)")
    /// `--all`.
    static let all = Flag("all", "весь каталог (с --readers — все читатели)", "the whole catalogue (with --readers: every reader)")
    /// `--since YYYY-MM-DD`.
    static let since = Option.day("since", "книги (с --readers — читатели), изменённые с этого дня", "titles (with --readers: readers) changed since this day")
    /// `--readers`.
    static let readers = Flag("readers", "выгрузить читателей (база RDR), а не каталог", "export readers (database RDR) rather than the catalogue")
    /// `--output FILE`, `-o FILE`.
    static let output = Option.text("output", "FILE", "записать в файл (-o FILE; по умолчанию — стандартный вывод)",
                                    "write to a file (-o FILE; default standard output)").short("o")
    static let options: [any OptionDeclaration] = [inventory, id, ticket, all, since, readers, ExchangeOptions.encoding, output] + MailRequest.options
    /// The notes of both commands' help.
    static let details = Bilingual(
        ru: "Укажите одно: --inventory, --id, --ticket, --all или --since.\nПример: kartoteka export irbis --inventory 12345 -o book.txt\nПо почте: kartoteka export irbis --all --mail-to irbis@library.ru --smtp-url smtp://mail.library.ru:587 --smtp-user desk --smtp-password-file ~/.smtp\nЧерез сервер (--server) письмо отправляет сервер с почтовым сервером из настроек библиотеки; параметры --smtp-* не нужны.",
        en: "Give one of: --inventory, --id, --ticket, --all or --since.\nExample: kartoteka export irbis --inventory 12345 -o book.txt\nBy e-mail: kartoteka export irbis --all --mail-to irbis@library.ru --smtp-url smtp://mail.library.ru:587 --smtp-user desk --smtp-password-file ~/.smtp\nThrough a server (--server) the server sends the message with the mail server in the library's settings; no --smtp-* options are needed.")

    /// The records exported: exactly one of `--inventory`, `--id`, `--ticket`, `--all`, `--since`.
    let records: ExportOrder.Records
    /// The file's encoding, if not the library's.
    let encoding: IRBISEncoding?
    /// The file to write, if any.
    let outputPath: String?
    /// The e-mail to send, if any.
    let mail: MailRequest?
    /// The command, for messages.
    let command: String

    init(_ input: CommandInput) throws {
        let readers = input.flag(Self.readers) || input.arguments.isGiven(Self.ticket.spec)
        switch try input.exactlyOne(of: [Self.inventory, Self.id, Self.ticket, Self.all, Self.since]).name {
        case Self.inventory.spec.name: records = .titleOfCopy(try input.required(Self.inventory))
        case Self.id.spec.name: records = .title(try input.required(Self.id))
        case Self.ticket.spec.name: records = .reader(try input.required(Self.ticket))
        case Self.since.spec.name: records = .changedSince(try input.required(Self.since), readers: readers)
        default: records = .all(readers: readers)
        }
        encoding = try input.value(ExchangeOptions.encoding)
        outputPath = try input.value(Self.output)
        mail = try MailRequest(input)
        command = input.command
    }

    /// Exports in `format`: to the file, by e-mail, or else to standard output.
    func run(_ format: IRBISFileFormat, _ context: CommandContext) throws {
        let order = ExportOrder(records: records, format: format, encoding: encoding)
        let file = try context.desk().export(order)
        for line in ExchangeOptions.lines(file.diagnostics.map { ExchangeNote($0, language: context.language) }, context) { context.console.error(line) }
        if let outputPath {
            try Data(file.bytes).write(to: URL(fileURLWithPath: outputPath))
            context.console.error(context.text(ru: "Записано записей: \(file.recordCount) → \(outputPath)",
                                               en: "Records written: \(file.recordCount) → \(outputPath)"))
        }
        if let mail {
            try mail.send(file, of: order, writtenTo: outputPath, command: command, context)
        } else if outputPath == nil {
            FileHandle.standardOutput.write(Data(file.bytes))
        }
    }
}
