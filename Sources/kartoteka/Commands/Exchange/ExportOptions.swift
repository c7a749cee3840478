import Foundation
import KartotekaCore
import KartotekaExchange

/// The options `export irbis` and `export iso` share (an option group, as swift-argument-parser
/// calls it): which records, the encoding, where the file goes. Read once; the command says
/// which format.
struct ExportOptions: OptionGroup {
    /// `--inventory N`.
    static let inventory = Option<InventoryNumber>.inventoryNumber("inventory", \.exportInventoryHelp)
    /// `--id ID`.
    static let id = Option<TitleID>.rowID("id", "ID", \.exportIDHelp)
    /// `--ticket T`.
    static let ticket = Option<TicketNumber>.ticketNumber("ticket", \.exportTicketHelp)
    /// `--all`.
    static let all = Flag("all", \.exportAllHelp)
    /// `--since YYYY-MM-DD`.
    static let since = Option.day("since", \.exportSinceHelp)
    /// `--readers`.
    static let readers = Flag("readers", \.exportReadersHelp)
    /// `--output FILE`, `-o FILE`.
    static let output = Option.text("output", "FILE", \.exportOutputHelp).short("o")
    static let options: [any OptionDeclaration] = [inventory, id, ticket, all, since, readers, ExchangeOptions.encoding, output] + MailRequest.options
    /// The notes of both commands' help.
    static let details = Bilingual { $0.exportDetails }

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
        if let count = file.leftOutOnServer, count > 0 { context.console.error(context.texts.recordsLeftOutOnServer(count)) }
        if let outputPath {
            try PrivateOutput.write(file.bytes, to: outputPath)
            context.console.error(context.texts.recordsWritten(file.recordCount, to: outputPath))
        }
        if let mail {
            try mail.send(file, of: order, writtenTo: outputPath, command: command, context)
        } else if outputPath == nil {
            FileHandle.standardOutput.write(Data(file.bytes))
        }
    }
}
