import Foundation
import KartotekaCore
import KartotekaWire
import KartotekaWireMapping

/// `reader export-data <ticket>`: everything the library holds about a reader, as JSON, for
/// their request.
struct ReaderExportDataCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration(
        "reader export-data", Bilingual { $0.readerExportDataSummary },
        worksRemotely: true)

    /// The reader.
    @Read(Argument<TicketNumber>("ticket") { try TicketNumber(validating: $0) }) var value: TicketNumber

    func run(_ context: CommandContext) throws {
        let data = try WireJSON.encoder(pretty: true).encode(try context.desk().readerData(value))
        context.console.print(String(decoding: data, as: UTF8.self))
    }
}
