import KartotekaCore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `pd-log [--ticket T] [--csv]`: the log of staff's access to readers' personal data, newest first.
struct ReaderDataLogCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration("pd-log", Bilingual { $0.readerDataLogSummary }, worksRemotely: true)

    @Read(ReaderOptions.ticket) var value: TicketNumber?
    @Read(AccountingOptions.csv) var csv: Bool

    func run(_ context: CommandContext) throws {
        let ticket = value
        let entries = try context.overServer { try await $0.readerDataLog(ticket: ticket) }
            ?? context.ask(ReaderDataLog(ticket: ticket?.rawValue)).map(ReaderDataLogResource.init)
        let language = context.language
        let rows = entries.map { entry in
            [entry.at, entry.account, entry.ticketNumber, ReaderDataAction(rawValue: entry.action)?.name.text(in: language) ?? entry.action,
             PersonalDataDetail.shown(entry.detail, in: language)]
        }
        try AccountingOptions.printTable(entries, rows: rows, csv: csv, context)
    }
}
