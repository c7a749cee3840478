import KartotekaCore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `age outside-closed [--csv]`: the copies of titles marked 18+ kept outside the storage places
/// the settings name as closed to children (436-ФЗ).
struct AgeOutsideClosedCommand: CSVReportCommand {
    static let configuration = CommandConfiguration("age outside-closed", Bilingual { $0.ageOutsideClosedSummary }, worksRemotely: true)

    let csv: Bool

    func run(_ context: CommandContext) throws {
        let copies = try context.overServer { try await $0.adultCopiesInTheOpen() }
            ?? context.ask(AdultCopiesInTheOpen()).copies.map(OpenAdultCopyResource.init)
        let rows = copies.map { [$0.title, $0.inventoryNumber, $0.storagePlace] }
        try printTable(copies, rows: rows, context)
    }
}
