import KartotekaCore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `pd-log [--ticket T] [--csv]`: the log of staff's access to readers' personal data, newest first.
struct ReaderDataLogCommand: KartotekaCommand {
    static let configuration = CommandConfiguration("pd-log", Bilingual { $0.readerDataLogSummary }, worksRemotely: true)
    static let options: [any OptionDeclaration] = [ReaderOptions.ticket, AccountingOptions.csv]

    let ticket: TicketNumber?
    let csv: Bool

    init(_ input: CommandInput) throws {
        ticket = try input.value(ReaderOptions.ticket)
        csv = input.flag(AccountingOptions.csv)
    }

    func run(_ context: CommandContext) throws {
        let ticket = ticket
        let entries = try context.overServer { try await $0.readerDataLog(ticket: ticket) }
            ?? context.ask(ReaderDataLog(ticket: ticket?.rawValue)).map(ReaderDataLogResource.init)
        let rows = entries.map { [$0.at, $0.account, $0.ticketNumber, $0.action, $0.detail] }
        if csv { return AccountingOptions.printCSV(CSVWriter.file(rows), context) }
        try context.output(entries, text: rows.map { $0.joined(separator: " | ") }.joined(separator: "\n"))
    }
}
