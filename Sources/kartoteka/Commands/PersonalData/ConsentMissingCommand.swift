import KartotekaCore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `consent missing [--csv]`: the readers with no consent to the processing of personal data on record.
struct ConsentMissingCommand: KartotekaCommand {
    static let configuration = CommandConfiguration("consent missing", Bilingual { $0.consentMissingSummary }, worksRemotely: true)
    static let options: [any OptionDeclaration] = [AccountingOptions.csv]

    let csv: Bool

    init(_ input: CommandInput) throws {
        csv = input.flag(AccountingOptions.csv)
    }

    func run(_ context: CommandContext) throws {
        let readers = try context.overServer { try await $0.readersWithoutConsent() }
            ?? context.ask(ReadersWithoutConsent()).map(ReaderWithoutConsentResource.init)
        let rows = readers.map { [$0.ticketNumber, $0.name, $0.schoolClass ?? ""] }
        if csv { return AccountingOptions.printCSV(CSVWriter.file(rows), context) }
        try context.output(readers, text: rows.map { $0.joined(separator: " | ") }.joined(separator: "\n"))
    }
}
