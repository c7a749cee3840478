import Foundation
import KartotekaCore
import KartotekaWire
import KartotekaWireMapping

/// `reader export-data <ticket>`: everything the library holds about a reader, as JSON, for
/// their request.
struct ReaderExportDataCommand: SingleValueCommand {
    static let configuration = CommandConfiguration(
        "reader export-data", Bilingual { $0.readerExportDataSummary },
        worksRemotely: true)
    /// `<ticket>`.
    static let source = SingleValue.argument(Argument<TicketNumber>("ticket") { try TicketNumber(validating: $0) })

    /// The reader.
    let value: TicketNumber

    func run(_ context: CommandContext) throws {
        let data = try WireJSON.encoder(pretty: true).encode(try context.desk().readerData(value))
        context.console.print(String(decoding: data, as: UTF8.self))
    }
}
