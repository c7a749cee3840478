import KartotekaCore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `age outside-closed [--csv]`: the copies of titles marked 18+ kept outside the storage places
/// the settings name as closed to children (436-ФЗ).
struct AgeOutsideClosedCommand: KartotekaCommand {
    static let configuration = CommandConfiguration("age outside-closed", Bilingual { $0.ageOutsideClosedSummary }, worksRemotely: true)
    static let options: [any OptionDeclaration] = [AccountingOptions.csv]

    let csv: Bool

    init(_ input: CommandInput) throws {
        csv = input.flag(AccountingOptions.csv)
    }

    func run(_ context: CommandContext) throws {
        let copies = try context.overServer { try await $0.adultCopiesInTheOpen() }
            ?? context.ask(AdultCopiesInTheOpen()).copies.map(OpenAdultCopyResource.init)
        let rows = copies.map { [$0.title, $0.inventoryNumber, $0.storagePlace] }
        if csv { return AccountingOptions.printCSV(CSVWriter.file(rows), context) }
        try context.output(copies, text: rows.map { $0.joined(separator: " | ") }.joined(separator: "\n"))
    }
}
