import KartotekaCore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `consent missing [--csv]`: the readers with no consent to the processing of personal data on record.
struct ConsentMissingCommand: CSVReportCommand {
    static let configuration = CommandConfiguration("consent missing", Bilingual { $0.consentMissingSummary }, worksRemotely: true)

    let csv: Bool

    func run(_ context: CommandContext) throws {
        let readers = try context.overServer { try await $0.readersWithoutConsent() }
            ?? context.run(ExportReadersWithoutConsent()).map(ReaderWithoutConsentResource.init)
        let rows = readers.map { [$0.ticketNumber, $0.name, $0.schoolClass ?? ""] }
        try printTable(readers, rows: rows, context)
    }
}
